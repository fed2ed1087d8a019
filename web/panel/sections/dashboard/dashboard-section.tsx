import { Database, FolderTree, Inbox, Layers, Package, PackagePlus, Settings2, Tags, Upload } from "lucide-react";
import type { ReactNode } from "react";
import type { CatalogStats } from "../../../../contracts/catalog.ts";
import type { RequestCounts } from "../../../../contracts/requests-admin.ts";
import { Card } from "../../../ui/card.tsx";
import { BarChart } from "../../kit/bar-chart.tsx";
import { useCatalogWriter } from "../../kit/use-catalog-writer.ts";
import { formatWeekday } from "../../../lib/format.ts";

export type DashboardAction = "add-product" | "view-products" | "manage-data" | "import" | "requests";

type Props = {
  stats: CatalogStats | null;
  requests: RequestCounts | null;
  onAction: (action: DashboardAction) => void;
};

/** The date line of the system summary (admin spec §2: Spanish locale, long format). */
export function todayInSpanish(now = new Date()) {
  return formatWeekday(now);
}

function Counter({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-surface-dark">
      <span
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300"
        aria-hidden
      >
        {icon}
      </span>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
        <p className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white" data-testid={testId}>
          {value ?? "—"}
        </p>
      </div>
    </div>
  );
}

function QuickAction({
  label,
  description,
  icon,
  onClick,
}: {
  label: string;
  description: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex items-start gap-3 rounded-lg border border-slate-200 p-4 text-left transition-colors hover:border-primary-400 hover:bg-primary-50 dark:border-slate-700 dark:hover:border-primary-500 dark:hover:bg-slate-800"
    >
      <span className="text-primary-700 dark:text-primary-300" aria-hidden>
        {icon}
      </span>
      <span>
        <span className="block font-medium text-slate-900 dark:text-white">{label}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">{description}</span>
      </span>
    </button>
  );
}

export function DashboardTab({ stats, requests, onAction }: Props) {
  const writer = useCatalogWriter();
  const newRequests = requests?.new.total ?? 0;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Counter
          label="Total de productos"
          value={stats?.total_products}
          icon={<Package size={24} />}
          testId="stat-products"
        />
        <Counter label="Marcas" value={stats?.total_brands} icon={<Tags size={24} />} testId="stat-brands" />
        <Counter
          label="Categorías"
          value={stats?.total_categories}
          icon={<FolderTree size={24} />}
          testId="stat-categories"
        />
        <Counter
          label="Subcategorías"
          value={stats?.total_subcategories}
          icon={<Layers size={24} />}
          testId="stat-subcategories"
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card title="Acciones rápidas" className="lg:col-span-2">
          <div className="grid gap-3 sm:grid-cols-2">
            {writer && (
              <QuickAction
                label="Agregar producto"
                description="Crea un producto nuevo en el catálogo"
                icon={<PackagePlus size={22} />}
                onClick={() => onAction("add-product")}
              />
            )}
            <QuickAction
              label="Ver productos"
              description="Busca, edita y elimina productos"
              icon={<Package size={22} />}
              onClick={() => onAction("view-products")}
            />
            <QuickAction
              label="Gestionar datos"
              description="Categorías, subcategorías y marcas"
              icon={<Settings2 size={22} />}
              onClick={() => onAction("manage-data")}
            />
            {writer && (
              <QuickAction
                label="Importar productos"
                description="Carga masiva desde un archivo Excel"
                icon={<Upload size={22} />}
                onClick={() => onAction("import")}
              />
            )}
          </div>
        </Card>

        <Card title="Resumen del sistema">
          <ul className="space-y-2 text-sm text-slate-700 dark:text-slate-200">
            <li className="flex items-center gap-2">
              <Database size={16} aria-hidden className="text-green-600" /> Base de datos: conectada
            </li>
            <li className="flex items-center gap-2">
              <span className="h-2 w-2 rounded-full bg-green-500" aria-hidden /> Sistema operativo y en línea
            </li>
            <li className="flex items-center gap-2">
              <span className="h-2 w-2 rounded-full bg-green-500" aria-hidden /> Catálogo público disponible
            </li>
            <li>
              Productos activos: <strong className="tabular-nums">{stats?.active_products ?? "—"}</strong>
              {stats?.inactive_products !== undefined && (
                <>
                  {" "}
                  · inactivos: <strong className="tabular-nums">{stats.inactive_products}</strong>
                </>
              )}
            </li>
            <li>
              Sin stock: <strong className="tabular-nums">{stats?.out_of_stock_products ?? "—"}</strong>
            </li>
            <li className="pt-2 text-slate-600 first-letter:uppercase dark:text-slate-300" data-testid="dashboard-date">
              {todayInSpanish()}
            </li>
          </ul>
          <button
            type="button"
            onClick={() => onAction("requests")}
            className="mt-4 flex w-full items-center justify-between rounded-lg bg-amber-50 px-3 py-2 text-left text-sm text-amber-900 hover:bg-amber-100 dark:bg-amber-950 dark:text-amber-100 dark:hover:bg-amber-900"
          >
            <span className="flex items-center gap-2">
              <Inbox size={16} aria-hidden /> Solicitudes nuevas
            </span>
            <strong className="tabular-nums" data-testid="stat-new-requests">
              {newRequests}
            </strong>
          </button>
        </Card>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <BarChart
            title="Productos por categoría"
            data={(stats?.products_by_category ?? []).map((r) => ({
              label: r.id === null ? "Sin categoría" : r.name,
              value: r.count,
            }))}
          />
        </Card>
        <Card>
          <BarChart
            title="Productos por marca"
            data={(stats?.products_by_brand ?? []).map((r) => ({
              label: r.id === null ? "Sin marca" : r.name,
              value: r.count,
            }))}
          />
        </Card>
      </div>
    </div>
  );
}

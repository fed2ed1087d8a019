import { formatDecimalMoney, formatShortDay } from "../../../lib/format.ts";
import { Card } from "../../../ui/card.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { BarChart } from "../../kit/bar-chart.tsx";
import { fetchSalesStats, type SalesStats } from "./quotes-api.ts";

/** '2026-11-16' (a Monday) → '16 nov' */
const weekLabel = formatShortDay;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="wrap-anywhere text-xl font-bold tabular-nums text-slate-900 dark:text-white" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Requests per week in calendar order (a time series: the bars must not be sorted by height). */
function WeeklyColumns({ weeks }: { weeks: SalesStats["requestsPerWeek"] }) {
  const top = Math.max(1, ...weeks.map((w) => w.requests));
  return (
    // min-w-0: twelve columns shrink to a phone's width instead of widening the page (issue 22).
    <figure className="min-w-0">
      <figcaption className="mb-3 text-sm font-semibold text-slate-800 dark:text-slate-100">
        Solicitudes por semana
      </figcaption>
      <ol className="flex h-40 items-end gap-1" data-testid="sales-weeks">
        {weeks.map((w) => (
          <li key={w.week} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs tabular-nums text-slate-600 dark:text-slate-300">{w.requests}</span>
            <span
              className="block w-full rounded-t bg-primary-500"
              style={{ height: `${(w.requests / top) * 100}%`, minHeight: w.requests ? 2 : 0 }}
              aria-hidden
            />
            <span className="w-full truncate text-center text-[10px] text-slate-500 dark:text-slate-400">
              {weekLabel(w.week)}
            </span>
            <span className="sr-only">
              Semana del {weekLabel(w.week)}: {w.requests} {w.requests === 1 ? "solicitud" : "solicitudes"}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

const money = (decimal: string) => formatDecimalMoney(decimal);

/** The figures and charts of one answer of GET /stats/sales. */
export function SalesFigures({ stats }: { stats: SalesStats }) {
  return (
    <div className="space-y-6" data-testid="sales-charts">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label="Cotizaciones enviadas" value={String(stats.quotes.sent)} testId="sales-sent" />
        <Figure label="Aceptadas" value={String(stats.quotes.accepted)} testId="sales-accepted" />
        <Figure label="Rechazadas" value={String(stats.quotes.rejected)} testId="sales-rejected" />
        <Figure label="Vencidas" value={String(stats.quotes.expired)} testId="sales-expired" />
        <Figure
          label="Tasa de aceptación"
          value={stats.acceptanceRate === null ? "—" : `${String(stats.acceptanceRate).replace(".", ",")} %`}
          testId="sales-rate"
        />
        <Figure label="Cotizado este mes" value={money(stats.quotedThisMonth)} testId="sales-quoted" />
        <Figure label="Aceptado este mes" value={money(stats.acceptedThisMonth)} testId="sales-accepted-value" />
        <Figure
          label="Mediana hasta la primera cotización"
          value={
            stats.medianHoursToFirstQuote === null
              ? "—"
              : `${String(Math.round(stats.medianHoursToFirstQuote * 10) / 10).replace(".", ",")} h`
          }
          testId="sales-median"
        />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <WeeklyColumns weeks={stats.requestsPerWeek} />
        <BarChart
          title={`Productos más solicitados (${stats.weeks} semanas)`}
          data={stats.topProducts.map((p) => ({
            label: p.sku ? `${p.name} (${p.sku})` : p.name,
            value: p.requests,
          }))}
          max={10}
          emptyText="Aún no hay solicitudes"
          unit={{ one: "solicitud", other: "solicitudes" }}
        />
      </div>
    </div>
  );
}

/** The sales manager's view of the dashboard (GET /stats/sales, computed in SQL). */
export function SalesCharts() {
  const { data: stats, error } = useAdminQuery("sales-stats", fetchSalesStats, "Error al cargar el panel de ventas");

  return (
    <Card title="Ventas">
      {error && !stats ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : !stats ? (
        <LoadingState>Cargando...</LoadingState>
      ) : (
        <SalesFigures stats={stats} />
      )}
    </Card>
  );
}

/**
 * EmptyState — a centred icon, title, optional text and action for "nothing here" lists.
 *
 *   <EmptyState icon={<PackageSearch size={40} />} title="No se encontraron productos"
 *     action={<Button onClick={clear}>Limpiar filtros</Button>}>Prueba con otros filtros.</EmptyState>
 */
import type { ReactNode } from "react";

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      {icon && (
        <div className="text-slate-400 dark:text-slate-500" aria-hidden>
          {icon}
        </div>
      )}
      <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/**
 * Card — the bordered white (dark: slate) panel every admin section sits on.
 *
 *   <Card title="Resumen del sistema" actions={<Button size="sm">…</Button>}>…</Card>
 *   <Card className="p-0">…</Card>          // no title: just the box (padding p-5 by default)
 */
import type { ReactNode } from "react";

export function Card({
  title,
  actions,
  children,
  className = "",
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-surface-dark ${className}`}
    >
      {(title || actions) && (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title && <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

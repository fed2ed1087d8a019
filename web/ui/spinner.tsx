/**
 * Spinner / LoadingState — a spinning icon, and a centred status line with it.
 *
 *   <Spinner size={16} />
 *   <LoadingState>Cargando...</LoadingState>      // role="status", announced by screen readers
 */
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

export function Spinner({ size = 20, className = "" }: { size?: number; className?: string }) {
  return <Loader2 size={size} aria-hidden className={`motion-safe:animate-spin ${className}`} />;
}

export function LoadingState({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-2 py-10 text-slate-600 dark:text-slate-300 ${className}`}
    >
      <Spinner />
      <span>{children}</span>
    </div>
  );
}

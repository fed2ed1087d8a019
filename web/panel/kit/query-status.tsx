import type { ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { LoadingState } from "../../ui/spinner.tsx";
import type { AdminQuery } from "./use-admin-query.ts";

/** Why a list could not load, with a way to ask again when the section offers one. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  if (!onRetry)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {message}
      </p>
    );
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700 dark:text-red-300">
      {message}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

type Props<T> = {
  query: AdminQuery<T>;
  /** False where the section has its own refresh button. */
  retry?: boolean;
  children: (data: T) => ReactNode;
};

/** A section's list once it has one; until then 'Cargando...', or the failure. */
export function QueryStatus<T>({ query, retry = true, children }: Props<T>) {
  if (query.data !== null) return children(query.data);
  if (query.error) return <LoadFailure message={query.error} onRetry={retry ? () => void query.reload() : undefined} />;
  return <LoadingState>Cargando...</LoadingState>;
}

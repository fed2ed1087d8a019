import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "../../../ui/error-page.tsx";

/** A wrong or mistyped link: the contract's own words (sent by the loader), not a generic 404. */
export function StatusNotFound({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />;
  const message = (error.data as { message?: string } | null)?.message ?? "Revisa el enlace que recibiste por correo.";
  return (
    <main
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
      data-testid="status-not-found"
    >
      <p className="text-6xl font-bold text-primary-600 dark:text-primary-400">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Cotización no encontrada</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>
    </main>
  );
}

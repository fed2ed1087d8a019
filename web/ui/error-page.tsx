import { isRouteErrorResponse, Link } from "react-router";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../contracts/service-unavailable.ts";
import { paths } from "../lib/paths.ts";

const COPY = {
  404: {
    title: "Página no encontrada",
    text: "La página que buscas no existe o fue movida.",
  },
  500: {
    title: "Ocurrió un error inesperado",
    text: "No pudimos cargar esta página. Intenta nuevamente en unos minutos.",
  },
  // The database cannot be reached (server/web/database-outage.ts).
  503: {
    title: "Servicio no disponible",
    text: SERVICE_UNAVAILABLE_MESSAGE,
  },
} as const;

/** The Spanish page shown instead of React Router's default error screen (404, 500 and 503 variants). */
export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = status === 404 || status === 503 ? COPY[status] : COPY[500];
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-6xl font-bold text-primary-600 dark:text-primary-400">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{copy.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home()}
          className="rounded-lg bg-primary-600 px-5 py-2.5 font-medium text-white hover:bg-primary-700"
        >
          Volver al inicio
        </Link>
        <Link
          to={paths.catalog()}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Ver productos
        </Link>
      </div>
    </main>
  );
}

import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/cotizacion-estado";
import { REQUEST_MESSAGES } from "../../../contracts/requests.ts";
import { ErrorPage } from "../../ui/error-page.tsx";
import { QuoteStatusPage } from "../features/quote-status/status-page.tsx";
import { StatusNotFound } from "../features/quote-status/status-not-found.tsx";
import { STATUS_PAGE_HEADERS } from "../features/quote-status/status-headers.ts";
import { loadQuoteStatus } from "../features/quote-status/quote-status.server.ts";

// No canonical or Open Graph tags: they would print the secret link into the page's metadata.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Cotización ${loaderData.reference}` : "Cotización no encontrada" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

// A thrown answer (404, 429) carries these headers and its own (Retry-After).
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? STATUS_PAGE_HEADERS;

export async function loader({ params, context }: Route.LoaderArgs) {
  // Counted in the status API's budget per address, so the page is no way round it (issue 20).
  if (await context.overQuoteStatusRateLimit()) {
    throw data(
      { message: REQUEST_MESSAGES.tooManyRequests },
      { status: 429, headers: { ...STATUS_PAGE_HEADERS, "Retry-After": "60" } },
    );
  }
  return loadQuoteStatus(params.token, context);
}

export default function CotizacionEstado({ loaderData, params }: Route.ComponentProps) {
  return <QuoteStatusPage view={loaderData} token={params.token} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 429) {
    return <TooManyRequests message={(error.data as { message?: string } | null)?.message} />;
  }
  if (isRouteErrorResponse(error) && error.status === 503) return <ErrorPage error={error} />;
  return <StatusNotFound error={error} />;
}

/** The contract's text comes with the answer: the browser does not load contracts/requests.ts (zod) here. */
function TooManyRequests({ message }: { message?: string }) {
  return (
    <main
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
      data-testid="status-too-many"
    >
      <p className="text-6xl font-bold text-primary-600 dark:text-primary-400">429</p>
      <h1 className="mt-4 text-2xl font-semibold">Demasiadas consultas</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {message ?? "Espera unos minutos e intenta nuevamente."}
      </p>
    </main>
  );
}

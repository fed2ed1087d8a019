import type { Route } from "./+types/cotizacion-estado";
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

export const headers: Route.HeadersFunction = () => STATUS_PAGE_HEADERS;

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadQuoteStatus(params.token, context);
}

export default function CotizacionEstado({ loaderData, params }: Route.ComponentProps) {
  return <QuoteStatusPage view={loaderData} token={params.token} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusNotFound error={error} />;
}

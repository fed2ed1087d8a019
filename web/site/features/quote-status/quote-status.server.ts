import { data, type AppLoadContext } from "react-router";
import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { QUOTE_MESSAGES } from "../../../../contracts/quotes.ts";
import { STATUS_PAGE_HEADERS } from "./status-headers.ts";

const isNotFound = (e: unknown) => (e as { statusCode?: unknown } | null)?.statusCode === 404;

/** The error page reads the contract's Spanish text from here (the browser does not load zod). */
const notFound = () => data({ message: QUOTE_MESSAGES.statusNotFound }, { status: 404, headers: STATUS_PAGE_HEADERS });

/**
 * /cotizacion/estado/:token: the same view GET /api/quote-status/{token} answers, read through the
 * service so the page is complete in the first HTML. A wrong token is the route's 404 page.
 */
export async function loadQuoteStatus(token: string | undefined, context: AppLoadContext): Promise<QuoteStatusView> {
  if (!token) throw notFound();
  try {
    return await context.services.quoteStatus.view(token);
  } catch (e) {
    if (isNotFound(e)) throw notFound();
    throw e;
  }
}

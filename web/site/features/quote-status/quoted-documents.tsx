import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";

/** The quoted products' datasheets and manuals, to download beside the quote (issue 25). */
export function QuotedDocuments({ documents }: { documents: QuoteStatusView["documents"] }) {
  return (
    <ul className="space-y-2 text-sm" data-testid="status-documents">
      {documents.map((d) => (
        <li key={d.url}>
          <a href={d.url} download rel="noreferrer" className="text-primary-700 underline dark:text-primary-300">
            {d.title}
          </a>{" "}
          <span className="text-slate-600 dark:text-slate-400">
            · {d.type}
            {d.sku ? ` · ${d.sku}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

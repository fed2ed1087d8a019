import { CheckCircle2, FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { FREE_TEXT_LIMITS } from "../../../../contracts/free-text-lines.ts";
import { Button } from "../../../ui/button.tsx";
import { paths } from "../../../lib/paths.ts";
import { useBasket } from "../basket/basket-provider.tsx";
import type { FreeTextInput } from "../basket/basket-state.ts";

const sameText = (a: string | null | undefined, b: string) =>
  (a ?? "").trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/** The searched text as a basket line the catalogue does not hold (ADR 021): a salesperson prices it. */
export const searchAsFreeText = (search: string): FreeTextInput => ({
  code: "",
  description: search.trim().replace(/\s+/g, " ").slice(0, FREE_TEXT_LIMITS.descriptionMax),
  quantity: 1,
});

/**
 * A search that found nothing still requests to a request (issue 21): 'Cotízalo igual' puts the
 * searched text in the basket as a free-text line. Whether it is there is read from the basket
 * itself, so the confirmation is true after a reload and never shown for a line not added.
 */
export function QuoteAnyway({ search }: { search: string }) {
  const { items, addLines, loaded } = useBasket();
  const line = searchAsFreeText(search);
  if (!line.description) return null;
  const added = items.some((i) => i.freeText && !i.sku && sameText(i.description, line.description));

  return (
    <div className="mt-6 flex flex-col items-center gap-3" data-testid="quote-anyway">
      {added ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <CheckCircle2 size={18} aria-hidden className="text-green-600" />
          <span>
            «{line.description}» está en tu cotización.{" "}
            <Link to={paths.quote()} className="font-semibold text-primary-700 underline dark:text-primary-300">
              Ver cotización
            </Link>
          </span>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            ¿No está en el catálogo? Lo buscamos por ti: agrégalo a tu cotización y un asesor te responde.
          </p>
          <Button
            variant="cta"
            size="site-md"
            disabled={!loaded}
            icon={<FileQuestion size={18} aria-hidden />}
            onClick={() => addLines({ products: [], freeText: [line] })}
          >
            Cotízalo igual
          </Button>
        </>
      )}
    </div>
  );
}

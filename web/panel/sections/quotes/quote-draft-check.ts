import { QUOTE_MESSAGES, quoteUpdateBody, type QuoteUpdate } from "../../../../contracts/quotes.ts";
import { draftBody, orderedLines, unpricedLines, type Draft } from "./quote-draft.ts";

export type DraftCheck = { ok: true; body: QuoteUpdate } | { ok: false; message: string; invalid: Set<string> };

const TERMS = new Set(["validUntil", "deliveryTime", "paymentTerms", "notes"]);

/**
 * The draft through the contract's own rules (the server applies the same ones): the first broken
 * rule as a Spanish message, naming the line, and every refused field marked. Sending also needs a
 * price on every line.
 */
export function checkDraft(draft: Draft, forSend: boolean): DraftCheck {
  // The body lists the lines grouped by section: the issues' line numbers follow that order.
  const lines = orderedLines({ lines: draft.lines, sections: draft.sections ?? [] });
  const parsed = quoteUpdateBody.safeParse(draftBody(draft));
  if (!parsed.success) {
    const invalid = new Set<string>();
    for (const issue of parsed.error.issues) {
      const [head, n, name] = issue.path;
      if (head === "lines" && typeof n === "number" && lines[n]) invalid.add(`${lines[n].key}.${String(name)}`);
      else if (typeof head === "string" && TERMS.has(head)) invalid.add(`terms.${head}`);
      else if (head === "sections" && typeof n === "number") invalid.add(`sections.${n}`);
      else if (head === "customer" && typeof n === "string") invalid.add(`customer.${n}`);
    }
    const first = parsed.error.issues[0];
    const line = first.path[0] === "lines" && typeof first.path[1] === "number" ? `Línea ${first.path[1] + 1}: ` : "";
    return { ok: false, message: `${line}${first.message}`, invalid };
  }
  if (forSend) {
    const unpriced = unpricedLines(lines);
    if (unpriced.length)
      return {
        ok: false,
        message: QUOTE_MESSAGES.unpricedLines,
        invalid: new Set(unpriced.map((n) => `${lines[n].key}.unitPrice`)),
      };
  }
  return { ok: true, body: parsed.data };
}

import { splitSynonyms, synonymInput, type SynonymInput } from "../../../../contracts/synonyms.ts";

/** The slug of the section under /admin/administracion and the parameter that pre-fills a new group. */
export const SYNONYMS_SLUG = "sinonimos";
export const PREFILL_PARAM = "termino";

/** The panel URL that opens a new group with `term` already typed (the dashboard's 'Crear sinónimo'). */
export const newSynonymPath = (term: string) =>
  `/admin/administracion/${SYNONYMS_SLUG}?${new URLSearchParams({ [PREFILL_PARAM]: term })}`;

/** How a group is typed and shown: its phrases joined by ' = '. */
export const termsText = (terms: string[]) => terms.join(" = ");

/** The text typed in the modal, checked with the contract's rules: the body to send, or the message. */
export function validateSynonyms(text: string): { ok: true; body: SynonymInput } | { ok: false; error: string } {
  const parsed = synonymInput.safeParse({ terms: splitSynonyms(text) });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "Revisa los términos" };
}

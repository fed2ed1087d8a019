/**
 * IconButton — a square (or round) button that shows only an icon. Give it an aria-label, or
 * text in an `sr-only` span.
 *
 *   <IconButton look="bar" aria-label="Abrir menú"><Menu size={22} aria-hidden /></IconButton>
 *   <IconButton look={active ? "segment-on" : "segment"} aria-pressed={active} aria-label="Vista de lista">…</IconButton>
 *
 * Looks (each where it lives on the public site):
 *   bar         the header's icons (search, menu, theme, basket, login); 40 px, room for a badge
 *   segment     one option of a segmented toggle (the catalogue's grid/list view) …
 *   segment-on  … and the chosen one
 *   overlay     on a photo: the hero slider's arrows and pause, round and see-through
 *   round       a round outlined arrow on the page (the accessories carousel)
 *   notice      closes a green notice (the quotation just sent)
 * Links that must look the same (the basket and login icons) take `iconButtonClass(look)`.
 * `type` defaults to "button".
 */
import { forwardRef, type ButtonHTMLAttributes } from "react";

export type IconButtonLook = "bar" | "segment" | "segment-on" | "overlay" | "round" | "notice";

const looks: Record<IconButtonLook, string> = {
  bar: "relative h-10 w-10 rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  segment: "h-9 w-9 rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
  "segment-on": "h-9 w-9 rounded-md bg-primary-600 text-white",
  overlay: "h-11 w-11 rounded-full bg-black/35 text-white transition-colors hover:bg-black/55",
  round:
    "h-10 w-10 rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:bg-surface-dark dark:text-slate-200 dark:hover:bg-slate-800",
  notice: "h-8 w-8 shrink-0 rounded-lg hover:bg-green-100 dark:hover:bg-green-900",
};

export function iconButtonClass(look: IconButtonLook, extra = "") {
  return `inline-flex items-center justify-center ${looks[look]} ${extra}`.trimEnd();
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { look: IconButtonLook };

export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { look, className = "", type = "button", ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={iconButtonClass(look, className)} {...rest} />;
});

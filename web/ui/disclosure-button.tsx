/**
 * DisclosureButton — a full-width row that opens and closes the panel below it, with a chevron
 * at its end that turns over while open. It sets aria-expanded; pass aria-controls.
 *
 *   <DisclosureButton look="row" open={open} aria-controls={id} onClick={toggle}>
 *     <span className="flex items-center gap-2"><SlidersHorizontal size={16} aria-hidden /> Filtros técnicos</span>
 *   </DisclosureButton>
 *
 * Looks: "row" a padded, hoverable row of a form (the catalogue's 'Filtros técnicos'; 16 px
 * chevron, label and chevron at the two ends) | "heading" the bare text of a section heading it
 * sits in ('Cargar lista de materiales'; 20 px chevron; give the label flex-1).
 */
import { ChevronDown } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";

export type DisclosureLook = "row" | "heading";

const looks: Record<DisclosureLook, { button: string; chevron: number }> = {
  row: {
    button:
      "flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800",
    chevron: 16,
  },
  heading: { button: "flex w-full items-center gap-2 text-left", chevron: 20 },
};

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & { look: DisclosureLook; open: boolean };

export function DisclosureButton({ look, open, className = "", children, ...rest }: Props) {
  const l = looks[look];
  return (
    <button type="button" aria-expanded={open} className={`${l.button} ${className}`.trimEnd()} {...rest}>
      {children}
      <ChevronDown
        size={l.chevron}
        aria-hidden
        className={`shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
      />
    </button>
  );
}

/**
 * DotButton — one dot of a carousel's page row; the current one is drawn long. The button is
 * larger than the dot so a finger can hit it. Give it an aria-label ('Ir a la diapositiva 2').
 *
 *   <DotButton look="photo" current={i === index} onClick={() => goTo(i)} aria-label="…" />
 *
 * Looks: "photo" white dots on a picture (the hero slider) | "page" brand dots on the page (the
 * accessories carousel). `current` sets aria-current.
 */
import type { ButtonHTMLAttributes } from "react";

export type DotLook = "photo" | "page";

const looks: Record<DotLook, { box: string; dot: string; current: string; other: string }> = {
  photo: { box: "h-9 w-9", dot: "h-3", current: "w-8 bg-white", other: "w-3 bg-white/50 group-hover:bg-white/80" },
  page: {
    box: "h-8 w-8",
    dot: "h-2.5",
    current: "w-6 bg-primary-600",
    other: "w-2.5 bg-slate-300 group-hover:bg-slate-400 dark:bg-slate-600",
  },
};

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "type"> & { look: DotLook; current: boolean };

export function DotButton({ look, current, className = "", ...rest }: Props) {
  const l = looks[look];
  return (
    <button
      type="button"
      aria-current={current ? "true" : undefined}
      className={`group inline-flex ${l.box} items-center justify-center ${className}`.trimEnd()}
      {...rest}
    >
      <span aria-hidden className={`block ${l.dot} rounded-full transition-all ${current ? l.current : l.other}`} />
    </button>
  );
}

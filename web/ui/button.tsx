/**
 * Button — the one button of the admin and the public site.
 *
 *   <Button onClick={save}>Guardar</Button>
 *   <Button variant="secondary" size="sm" icon={<Pencil size={16} />}>Editar</Button>
 *   <Button variant="danger" loading={deleting}>Eliminar</Button>
 *
 * Props: every <button> prop, plus
 *   variant  "primary" (default) | "secondary" | "danger" | "ghost" | "outline", and the public
 *            site's "quiet" | "cta" | "done" (in the basket) | "remove" (basket line) | "whatsapp"
 *   size     "md" (default) | "sm" | "icon" (square; give it an aria-label) | "site-sm" |
 *            "site-md" | "site-lg" (the public site's semibold sizes)
 *   icon     node shown before the text (replaced by a spinner while `loading`)
 *   loading  disables the button and shows a spinner; aria-busy is set
 * `type` defaults to "button" (never submits a form by accident); pass type="submit" for forms.
 * Square icon-only buttons are IconButton (icon-button.tsx); carousel dots DotButton; a row that
 * opens a panel DisclosureButton; − field + Stepper.
 */
import { Loader2 } from "lucide-react";
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";

export type ButtonVariant =
  "primary" | "secondary" | "danger" | "ghost" | "outline" | "quiet" | "cta" | "done" | "remove" | "whatsapp";
export type ButtonSize = "md" | "sm" | "icon" | "site-sm" | "site-md" | "site-lg";

const faded = "disabled:opacity-60";
/** The public site's filled buttons turn grey rather than fade when they cannot be used. */
const greyed = "disabled:bg-slate-400 dark:disabled:bg-slate-700";

const variants: Record<ButtonVariant, string> = {
  primary: `bg-primary-600 text-white hover:bg-primary-700 shadow-sm ${faded}`,
  secondary: `border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${faded}`,
  danger: `bg-red-600 text-white hover:bg-red-700 shadow-sm ${faded}`,
  ghost: `text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${faded}`,
  /** A border and nothing else (the catalogue's 'Filtros' toggle on phones). */
  outline: `border border-slate-300 dark:border-slate-700 ${faded}`,
  /** Bordered, on the page's own background ('Vaciar cotización', 'Agregar más productos'). */
  quiet: `border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${faded}`,
  /** The public call to action ('Cotizar', 'Solicitar Información'). */
  cta: `bg-primary-600 text-white hover:bg-primary-700 ${greyed}`,
  /** A product already in the basket ('Agregado'); green-700 keeps white text above 4.5:1. */
  done: `bg-green-700 text-white hover:bg-green-800 ${greyed}`,
  /** A red icon that takes a line out of the basket. */
  remove: `text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950 ${faded}`,
  whatsapp: `border border-green-700 text-green-800 hover:bg-green-50 dark:border-green-500 dark:text-green-300 dark:hover:bg-green-950 ${faded}`,
};

/** The admin's sizes are medium weight; the public site's ("site-*") are semibold. */
const sizes: Record<ButtonSize, string> = {
  md: "px-4 py-2 text-sm gap-2 font-medium",
  sm: "px-3 py-1.5 text-sm gap-1.5 font-medium",
  icon: "h-9 w-9 justify-center font-medium",
  "site-sm": "px-3 py-1.5 text-sm gap-1.5 font-semibold",
  "site-md": "px-4 py-2 text-sm gap-2 font-semibold",
  "site-lg": "px-6 py-3 gap-2 font-semibold",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return `inline-flex items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]} ${extra}`;
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  loading?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  {
    variant = "primary",
    size = "md",
    icon,
    loading = false,
    disabled,
    className = "",
    type = "button",
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {loading ? <Loader2 size={16} aria-hidden className="motion-safe:animate-spin" /> : icon}
      {children}
    </button>
  );
});

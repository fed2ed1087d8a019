/**
 * Button — the one button style of the admin (and anything else that wants it).
 *
 *   <Button onClick={save}>Guardar</Button>
 *   <Button variant="secondary" size="sm" icon={<Pencil size={16} />}>Editar</Button>
 *   <Button variant="danger" loading={deleting}>Eliminar</Button>
 *
 * Props: every <button> prop, plus
 *   variant  "primary" (default) | "secondary" | "danger" | "ghost"
 *   size     "md" (default) | "sm" | "icon" (square; give it an aria-label)
 *   icon     node shown before the text (replaced by a spinner while `loading`)
 *   loading  disables the button and shows a spinner; aria-busy is set
 * `type` defaults to "button" (never submits a form by accident); pass type="submit" for forms.
 */
import { Loader2 } from "lucide-react";
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";
export type ButtonSize = "md" | "sm" | "icon";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary-600 text-white hover:bg-primary-700 shadow-sm",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  danger: "bg-red-600 text-white hover:bg-red-700 shadow-sm",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-4 py-2 text-sm gap-2",
  sm: "px-3 py-1.5 text-sm gap-1.5",
  icon: "h-9 w-9 justify-center",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return `inline-flex items-center justify-center rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${extra}`;
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

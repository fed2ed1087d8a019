/**
 * Select — a styled native <select> (forwardRef, so react-hook-form's `register()` works).
 *
 *   <Select {...p} value={id} onChange={...}><option value="">Selecciona…</option>…</Select>
 *   <Select look="compact" value={perPage} onChange={...}>…</Select>
 *
 * Props: every <select> prop, plus `look` (see control-class.ts; default "field").
 */
import { forwardRef, type SelectHTMLAttributes } from "react";
import { controlClass, type ControlLook } from "./control-class.ts";

type Props = SelectHTMLAttributes<HTMLSelectElement> & { look?: ControlLook };

export const Select = forwardRef<HTMLSelectElement, Props>(function Select(
  { look = "field", className = "", ...rest },
  ref,
) {
  return <select ref={ref} className={`${controlClass[look]} ${className}`} {...rest} />;
});

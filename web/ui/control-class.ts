/**
 * The looks of text inputs, textareas and selects. The admin's dialogs, the public request forms, the
 * catalogue's filter panel and its toolbar grew slightly different states (read-only, disabled,
 * focus ring, size); they stay as they were, named here so every control picks one.
 *   field    admin forms: disabled greys out, invalid border red-500
 *   request     public request forms and the parts list: read-only greys out (a locked service),
 *            invalid border red-600
 *   filter   catalogue filter panel: block with a gap above its label, shadow, disabled dimmed
 *   compact  inline, narrow padding (catalogue toolbar)
 */
export type ControlLook = "field" | "request" | "filter" | "compact";

export const controlClass: Record<ControlLook, string> = {
  field:
    "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800",
  request:
    "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30 read-only:bg-slate-100 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:read-only:bg-slate-800",
  filter:
    "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/40 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800",
  compact:
    "rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
};

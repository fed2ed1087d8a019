/**
 * Runs inline in <head> before the first paint: the saved theme, else the system preference,
 * as the `dark` class on <html>, so a dark page never flashes light. Kept tiny and dependency-free.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem("theme");var d=t?t==="dark":matchMedia("(prefers-color-scheme: dark)").matches;document.documentElement.classList.toggle("dark",d);document.documentElement.style.colorScheme=d?"dark":"light"}catch(e){}})()`;

export type Theme = "light" | "dark";

export const parseTheme = (value: string | null): Theme | null =>
  value === "dark" || value === "light" ? value : null;

// Plain rules, free of zod, so every form and the server's request guard can share them.

/**
 * C0 control characters other than tab and line breaks. PostgreSQL refuses U+0000 in text, and
 * none of them is something a person types; they arrive from bots or broken copy and paste.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const CONTROL_CHARACTERS_MESSAGE = "El texto contiene caracteres no permitidos (caracteres de control)";

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/** For searches and filters, where dropping the character loses nothing the person meant. */
export const stripControlCharacters = (value: string) => value.replace(new RegExp(CONTROL_CHARACTERS, "g"), "");

/**
 * The path ("customerInfo.name", "items.0.productName") of the first string holding a control
 * character, anywhere in a parsed JSON value or query object; null when there is none. Keys are
 * checked too: they reach SQL as JSON just as values do.
 */
export function findControlCharacters(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasControlCharacters(value) ? path.join(".") || "(texto)" : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    // The key itself is not echoed: it is the offending text.
    if (hasControlCharacters(key)) return [...path, "(clave)"].join(".");
    const found = findControlCharacters(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

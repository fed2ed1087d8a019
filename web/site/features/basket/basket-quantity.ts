/**
 * The quantity a basket line takes when its field is left: a whole number as typed (0 or less:
 * the page removes the line, spec §4); anything else — blank, letters, decimals — restores the
 * quantity it had, since a slip of the keyboard should not lose the line.
 */
export function quantityOnLeave(raw: string, current: number): number {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) return current;
  return Math.max(0, Number(text));
}

/** While typing, only a whole number of at least 1 counts at once; a 0 waits for the field to be left. */
export function quantityWhileTyping(raw: string): number | null {
  const text = raw.trim();
  return /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

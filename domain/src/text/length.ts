/**
 * How long a text is, for every limit in the specs. We count UTF-16 code units, as JavaScript's
 * `length` and the browser's `maxlength` attribute do, so the counter the user sees, the input's
 * own limit and this check always agree.
 */
export function textLength(text: string): number {
  return text.length;
}

/** True when `text` has at most `max` characters (the limit itself passes). */
export function isWithinLimit(text: string, max: number): boolean {
  return textLength(text) <= max;
}

/** True when `text` has nothing but whitespace. */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

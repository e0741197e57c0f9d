/** The text without `<` and `>` (favorite recording titles, links). */
export function stripAngleBrackets(text: string): string {
  return text.replace(/[<>]/g, '');
}

/**
 * Profile text as stored: angle brackets, `javascript:` and inline event-handler attributes
 * (`onclick=`, `onerror =`) removed (profiles spec, section 5). Removal repeats until nothing
 * changes, so pieces that would join into a pattern once another is removed
 * ("javajavascript:script:") go too. React escapes text anyway; this keeps stored data clean for
 * every other reader.
 */
export function sanitizeProfileText(text: string): string {
  let current = text;
  for (;;) {
    const next = stripAngleBrackets(current)
      .replace(/javascript\s*:/gi, '')
      // An attribute name starts after a space, quote or slash, never inside a word
      // ("conductor=" stays).
      .replace(/(^|[^a-z0-9])on[a-z]+\s*=/gi, '$1');
    if (next === current) return next;
    current = next;
  }
}

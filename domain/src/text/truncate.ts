/**
 * The first `max` characters of `text` with whitespace runs collapsed, followed by "..." when
 * something was cut. Used for the quoted parent excerpt (80) and the admin preview (100).
 */
export function truncateText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max).trimEnd()}...`;
}

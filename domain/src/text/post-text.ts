/**
 * What a post body's text says before any Markdown library is loaded: whether it holds formatting
 * at all, and a plain-text reading of it for the Salon's clamped previews. Small on purpose: it is
 * in the Salon's first download, the renderer (lib/post-markdown.ts) is not.
 */

/**
 * Anything the renderer would change: emphasis and code marks, links, autolinks and bare web
 * addresses, backslash escapes, entities, quotes or list items at a line's start, and what may be
 * an @mention. Text with none of them reads exactly as plain text, as posts always did, with no
 * renderer to load. A false alarm costs only the renderer's download.
 */
const MARKUP =
  /[*_`]|\[[^\]]*\]\(|<[a-z][a-z0-9+.-]*:|https?:\/\/|mailto:|\\[!-/:-@[-`{-~]|&#?[a-z0-9]+;|^ {0,3}(?:>|[-+*]\s|\d{1,9}[.)]\s)/im;
const MAYBE_MENTION = /(?:^|[^a-z0-9./@\\])@[a-z0-9]/im;

export function hasFormatting(text: string): boolean {
  return hasMarkup(text) || MAYBE_MENTION.test(text);
}

/**
 * Formatting other than @mentions: what only the Markdown renderer reads. A body whose only
 * formatting is mentions renders without it (components/post/PostBody.tsx).
 */
export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

// Longest first: `**bold**` before `*em*`. `_` only around words, not inside them (snake_case).
const INLINE_MARKS: readonly [RegExp, string][] = [
  [/(?<!\\)!?\[([^\]]*)\]\([^)\s]*(?:\s+"[^"]*")?\)/g, '$1'],
  [/<((?:https?|mailto):[^>\s]+)>/gi, '$1'],
  [/(?<!\\)`([^`]+)`/g, '$1'],
  [/(?<![\\\p{L}\p{N}])(\*\*|__)(?=\S)(.+?)(?<=\S)(?<!\\)\1/gu, '$2'],
  [/(?<![\\\p{L}\p{N}])_(?=\S)(.+?)(?<=\S)(?<!\\)_(?![\p{L}\p{N}])/gu, '$1'],
  [/(?<!\\)\*(?=\S)(.+?)(?<=\S)(?<!\\)\*/g, '$1'],
  [/\\([!-/:-@[-`{-~])/g, '$1'],
];

/** A line's quote marks go; a bullet reads as one. Numbered items keep their numbers. */
function plainLine(line: string): string {
  return line.replace(/^ {0,3}(?:> ?)+/, '').replace(/^(\s*)[-+*]\s+/, '$1• ');
}

/**
 * The body as plain text, its Markdown marks taken away, for a clamped preview that keeps the
 * Salon list light. Best effort: what it misses shows as typed, which is how every post read
 * before formatting.
 */
export function plainPreview(text: string): string {
  if (!hasFormatting(text)) return text;
  const lines = text.split('\n').map(plainLine).join('\n');
  return INLINE_MARKS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    lines,
  );
}

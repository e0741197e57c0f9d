import type { ToastMessage } from '../text/toast.js';
import { USERNAME_MAX_LENGTH, validateProfileUsername } from '../users/username.js';

/**
 * @mentions in a post's body. One reading of the text, shared by the composer's check, the
 * functions that notify and the renderer that links (web/src/lib/post-markdown.ts calls `mentionAt`
 * at each "@" it meets), so a name notified is a name linked:
 *
 * - `@` then a username as the username rules allow it (3-20 of letters, digits, `_` and `-`, no
 *   leading, trailing or doubled `_`/`-`), matched case-insensitively and read in its stored,
 *   lowercase form. A trailing `_` or `-` is punctuation after the name ("@clara-").
 * - Not a mention when the `@` follows a letter, digit or one of `. / @ \ - + = & # % \``: an
 *   e-mail address ("ada@example.com"), a web address ("youtube.com/@clara"), an escaped
 *   "\@clara", or "c@t"; nor when the name runs on into more of an address ("@clara.example",
 *   "@clara@host") or into letters the rules do not allow ("@claraé").
 * - Not inside inline code (`` `@clara` ``), which the renderer shows as typed.
 *
 * Only the body is read: titles are shown as plain text everywhere and mention nobody.
 */

/** At most 10 distinct members mentioned in one post. */
export const MAX_MENTIONS_PER_POST = 10;

/** The composer offers at most 10 members for a mention. */
export const MENTION_SUGGESTION_LIMIT = 10;

/** Invented (the spec has no mentions): a post naming more than 10 members. */
export const MENTION_LIMIT_TOAST: ToastMessage = Object.freeze({
  title: 'Too Many Mentions',
  description: `You can mention up to ${MAX_MENTIONS_PER_POST} members in one post. Please remove some mentions.`,
});

/** What may not come right before a mention's `@`. */
const NOT_BEFORE = /[\p{L}\p{N}./@\\\-+=&#%`]/u;
/** What may not come right after a mention's name. */
const NOT_AFTER = /[\p{L}\p{N}@]/u;
const NAME_RUN = /[A-Za-z0-9_-]+/y;

export interface Mention {
  /** The stored, lowercase form: `usernames/{username}`, and the member page `/{username}`. */
  readonly username: string;
  /** Where the mention ends in the text (the `@` is at the index asked about). */
  readonly end: number;
}

/** The mention whose `@` is at `at`, or null when that `@` starts none. */
export function mentionAt(text: string, at: number): Mention | null {
  if (text[at] !== '@') return null;
  if (at > 0 && NOT_BEFORE.test(text[at - 1] ?? '')) return null;
  NAME_RUN.lastIndex = at + 1;
  const run = NAME_RUN.exec(text)?.[0];
  if (!run) return null;
  const name = run.replace(/[_-]+$/, '');
  const end = at + 1 + name.length;
  if (name === '' || name.length > USERNAME_MAX_LENGTH) return null;
  if (name.length === run.length && NOT_AFTER.test(text[end] ?? '')) return null;
  if (text[end] === '.' && /[\p{L}\p{N}]/u.test(text[end + 1] ?? '')) return null;
  const username = name.toLowerCase();
  return validateProfileUsername(username) === null ? { username, end } : null;
}

/**
 * The text with its inline code blanked out (same length, so indexes still match): a run of
 * backticks opens a span that the next run of the same length closes, as Markdown reads it; a
 * run with no partner is literal.
 */
function withoutCode(text: string): string {
  let result = '';
  let from = 0;
  const runs = /`+/g;
  let open: RegExpExecArray | null;
  while ((open = runs.exec(text)) !== null) {
    const fence = open[0];
    const closing = new RegExp(`(?<!\`)${fence}(?!\`)`, 'g');
    closing.lastIndex = open.index + fence.length;
    const close = closing.exec(text);
    if (!close) continue;
    const end = close.index + fence.length;
    result += text.slice(from, open.index) + ' '.repeat(end - open.index);
    from = end;
    runs.lastIndex = end;
  }
  return result + text.slice(from);
}

/** The distinct usernames a body mentions, in the order they first appear. */
export function mentionedUsernames(body: string): string[] {
  const text = withoutCode(body);
  const found = new Set<string>();
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const mention = mentionAt(text, at);
    if (mention) found.add(mention.username);
  }
  return [...found];
}

/** The usernames `after` mentions that `before` did not: whom an edit newly mentions. */
export function newlyMentioned(before: string, after: string): string[] {
  const earlier = new Set(mentionedUsernames(before));
  return mentionedUsernames(after).filter((username) => !earlier.has(username));
}

/** The refusal for a body naming more than 10 members, or null. */
export function checkMentionLimit(body: string): ToastMessage | null {
  return mentionedUsernames(body).length > MAX_MENTIONS_PER_POST ? MENTION_LIMIT_TOAST : null;
}

/** The mention being typed at the caret: where its `@` is and the name so far (lowercase). */
export interface MentionQuery {
  readonly start: number;
  readonly prefix: string;
}

/**
 * The composer's autocomplete: the partial mention that ends at `caret`, or null. It starts at
 * an `@` that could start a mention and has at least one character of a name after it; the
 * name so far is letters, digits, `_` and `-`, at most 20 of them, outside inline code.
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = withoutCode(text.slice(0, caret));
  const match = /(?:^|[^\p{L}\p{N}./@\\\-+=&#%`])@([A-Za-z0-9_-]{1,20})$/u.exec(before);
  if (!match?.[1]) return null;
  const prefix = match[1].toLowerCase();
  if (/^[_-]/.test(prefix) || /[_-]{2}/.test(prefix)) return null;
  return { start: caret - prefix.length - 1, prefix };
}

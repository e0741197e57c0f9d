/**
 * The wishlist text format (profiles spec, section 3): one text field holding entries separated
 * by a blank line, each entry made of labelled lines ("Performer: Yuja Wang"). Text written by
 * these functions round-trips exactly; other text (extra blank lines, CRLF) is read the same way
 * and written back in the canonical form at the next change.
 */
export const CONCERT_WISHLIST_LABELS = [
  'Date',
  'Performer',
  'Orchestra',
  'Conductor',
  'Venue',
  'Program',
] as const;
export const ALBUM_WISHLIST_LABELS = ['Title', 'Performer', 'Composer', 'Orchestra'] as const;

export type WishlistEntry<Label extends string> = Partial<Record<Label, string>>;

const ENTRY_SEPARATOR = '\n\n';

/** The entries of a wishlist as raw text blocks, in order. */
export function wishlistBlocks(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
}

/** One entry as text: a line per non-empty field, in label order, each value on one line. */
export function formatWishlistEntry<Label extends string>(
  labels: readonly Label[],
  entry: WishlistEntry<Label>,
): string {
  return labels
    .map((label) => [label, (entry[label] ?? '').replace(/\s+/g, ' ').trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** The fields of one entry; lines without a known label are ignored. */
export function parseWishlistEntry<Label extends string>(
  labels: readonly Label[],
  block: string,
): WishlistEntry<Label> {
  const entry: WishlistEntry<Label> = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, Math.max(colon, 0)).trim();
    const label = labels.find((known) => known === name);
    if (label !== undefined) entry[label] = line.slice(colon + 1).trim();
  }
  return entry;
}

export function parseWishlist<Label extends string>(
  labels: readonly Label[],
  text: string,
): WishlistEntry<Label>[] {
  return wishlistBlocks(text).map((block) => parseWishlistEntry(labels, block));
}

export function formatWishlist<Label extends string>(
  labels: readonly Label[],
  entries: readonly WishlistEntry<Label>[],
): string {
  return entries
    .map((entry) => formatWishlistEntry(labels, entry))
    .filter((block) => block !== '')
    .join(ENTRY_SEPARATOR);
}

/** The wishlist with `entry` added at the end. */
export function appendWishlistEntry<Label extends string>(
  labels: readonly Label[],
  text: string,
  entry: WishlistEntry<Label>,
): string {
  return [...wishlistBlocks(text), formatWishlistEntry(labels, entry)]
    .filter((block) => block !== '')
    .join(ENTRY_SEPARATOR);
}

/** The wishlist without the entry at `index` (0-based); other entries keep their exact text. */
export function removeWishlistEntry(text: string, index: number): string {
  return wishlistBlocks(text)
    .filter((_, position) => position !== index)
    .join(ENTRY_SEPARATOR);
}

// Accent folding shared by every search index and query (docs/search.md, "Folding"): "Dvořák",
// "DVORAK" and "dvorak" all become "dvorak", so a reader need not type the accents.

/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
} as const;
const UNDECOMPOSED_PATTERN = /[ßæœøđðþłıħ]/g;

/** Lowercased, compatibility-decomposed, combining marks removed, ß/æ/ø/ł... spelled out. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter as keyof typeof UNDECOMPOSED]);
}

/** The folded words of letters and digits, in order: what every index and query is made of. */
export function foldedWords(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

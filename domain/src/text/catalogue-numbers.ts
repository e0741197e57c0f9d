// Catalogue numbers as single search terms (docs/search.md, "Catalogue numbers"): "Op. 131",
// "op 131", "Opus 131" and "op131" are all "op131"; "K. 626" and "KV 626" are "k626"; "Hob.
// XVI:52" and "Hob 16/52" are "hobxvi52". Works here are known by these numbers, so a search
// for one must find it however it is spaced or punctuated, and nothing else.

/** The abbreviations of the usual catalogues, and the one spelling each is searched by. */
const CATALOGUES: ReadonlyMap<string, string> = new Map([
  ['op', 'op'],
  ['opus', 'op'],
  ['no', 'no'],
  ['nr', 'no'],
  ['bwv', 'bwv'],
  ['buxwv', 'buxwv'],
  ['hwv', 'hwv'],
  ['twv', 'twv'],
  ['rv', 'rv'],
  ['k', 'k'],
  ['kv', 'k'],
  ['d', 'd'],
  ['woo', 'woo'],
  ['sz', 'sz'],
  ['bb', 'bb'],
  ['wab', 'wab'],
  ['trv', 'trv'],
  ['s', 's'],
  ['l', 'l'],
  ['z', 'z'],
  ['b', 'b'],
  ['hob', 'hob'],
]);
/** Haydn's catalogue (Hoboken) numbers works within groups: "Hob. XVI:52" is group 16, no. 52. */
const HOBOKEN = 'hob';
const HOBOKEN_GROUPS = 31;

/** A work number: digits, maybe one letter ("BWV 1006a", "K. 300i"). */
const NUMBER = /^\d+[a-z]?$/;
/** A number at the end of a word ("op131", "bwv988", "kv626": abbreviation and number joined). */
const TRAILING_NUMBER = /\d+[a-z]?$/;

const ROMAN = Array.from({ length: HOBOKEN_GROUPS }, (_, index) => toRoman(index + 1));

function toRoman(value: number): string {
  const units = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix'];
  return 'x'.repeat(Math.floor(value / 10)) + units[value % 10];
}

/** A Hoboken group as its Roman numeral, written either way ("xvi" or "16"); null otherwise. */
function hobokenGroup(word: string): string | null {
  if (ROMAN.includes(word)) return word;
  return /^\d+$/.test(word) ? (ROMAN[Number(word) - 1] ?? null) : null;
}

function wordAt(words: readonly string[], index: number): string {
  return words[index] ?? '';
}

export interface CatalogueNumber {
  /** The one spelling it is indexed and searched by: "op131", "hobxvi52". */
  readonly token: string;
  /** How many words it takes: 1 ("op131"), 2 ("op", "131") or 3 ("hob", "xvi", "52"). */
  readonly length: number;
}

/** The catalogue number starting at `words[start]` (folded words), if one does. */
export function catalogueNumberAt(words: readonly string[], start: number): CatalogueNumber | null {
  const word = wordAt(words, start);
  const abbreviation = word.replace(TRAILING_NUMBER, '');
  const joined = abbreviation !== word ? CATALOGUES.get(abbreviation) : undefined;
  if (joined !== undefined && joined !== HOBOKEN) {
    return { token: joined + word.slice(abbreviation.length), length: 1 };
  }
  const catalogue = CATALOGUES.get(word);
  const next = wordAt(words, start + 1);
  if (catalogue === HOBOKEN) {
    const group = hobokenGroup(next);
    const number = wordAt(words, start + 2);
    return group && NUMBER.test(number) ? { token: HOBOKEN + group + number, length: 3 } : null;
  }
  return catalogue && NUMBER.test(next) ? { token: catalogue + next, length: 2 } : null;
}

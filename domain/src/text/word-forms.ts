// Word forms (docs/search.md, "Word forms"): a word is also indexed and searched by its stem, so
// "symphonies" finds "symphony" and "quartets" finds "quartet". The stems are Porter's (the
// `stemmer` package); the Italian and German plurals English keeps, which Porter cannot know, are
// mapped to their singular first ("concerti" to "concerto", "lieder" to "lied").
import { stemmer } from 'stemmer';

const BORROWED_PLURALS: ReadonlyMap<string, string> = new Map([
  ['concerti', 'concerto'],
  ['libretti', 'libretto'],
  ['scherzi', 'scherzo'],
  ['intermezzi', 'intermezzo'],
  ['divertimenti', 'divertimento'],
  ['capricci', 'capriccio'],
  ['grossi', 'grosso'],
  ['tempi', 'tempo'],
  ['virtuosi', 'virtuoso'],
  ['maestri', 'maestro'],
  ['castrati', 'castrato'],
  ['celli', 'cello'],
  ['soli', 'solo'],
  ['ritornelli', 'ritornello'],
  ['lieder', 'lied'],
]);

/** The form a (folded) word is indexed and searched by besides itself. */
export function wordForm(word: string): string {
  return stemmer(BORROWED_PLURALS.get(word) ?? word);
}

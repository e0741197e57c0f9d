// Which tracks are classical, and who composed and who performed them, from what a streaming
// catalogue says of a track: its artists (classical tracks list the composer among them) and,
// when present, genres (deprecated and often absent, so never required). docs/search.md,
// "The classical classifier".
import { foldText, foldedWords } from '../text/fold.js';
import { type Composer, composerNamed } from './composers.js';

export interface TrackCredits {
  /** The track's artists as the catalogue lists them: "Johann Sebastian Bach", "Glenn Gould". */
  readonly artists: readonly string[];
  /** The artists' or track's genres, when the catalogue gives any. */
  readonly genres?: readonly string[];
}

export type TrackClassification =
  | { readonly classical: false }
  | {
      readonly classical: true;
      /** The composers among the artists, in the catalogue's order (usually one). */
      readonly composers: readonly Composer[];
      /** Every other artist: soloists, conductors, orchestras, ensembles. */
      readonly performers: readonly string[];
    };

/**
 * Full names that also belong to a famous non-classical artist: they count as a composer only
 * with other evidence, like a surname alone ("Engelbert Humperdinck" the 1960s singer).
 */
const NAMES_SHARED_WITH_POPULAR_ARTISTS: ReadonlySet<string> = new Set(['Engelbert Humperdinck']);

/** Words of a genre that say classical ("contemporary classical", "baroque", "opera"). */
const CLASSICAL_GENRE =
  /\b(classical|baroque|opera|operetta|orchestra|orchestral|symphon\w*|chamber|choral|choir|early music|renaissance|medieval|string quartet|lied|art song|oratorio|requiem|impressionism|serialism|minimalism|romantic era)\b/;

/** Words that name an orchestra, choir or classical ensemble in any of the usual languages. */
const ENSEMBLE =
  /\b(orchestra|orchestre|orchester|orquesta|orkest|orkester|orkiestra|philharmonic|philharmonia|philharmoniker|philharmonie|filharmonie|filarmonica|filharmonia|symphony|symphoniker|symphonique|sinfonica|sinfonie\w*|sinfonia|sinfonietta|staatskapelle|kapelle|gewandhaus\w*|concertgebouw\w*|camerata|consort|quartet|quartett|quatuor|cuarteto|quartetto|kammer\w*|chamber|choir|chor|chorus|choeur|coro|singers|capella|cappella|academy of|akademie|baroque|barock|barocco|baroques|musica antiqua|il giardino|les arts florissants|sinfonieorchester|rundfunk\w*|opera|oper|operas|ensemble|soloists|solistes|players)\b/;

interface ArtistComposer {
  readonly composer: Composer;
  /** Named by a single word, or by a name a popular artist shares. */
  readonly needsEvidence: boolean;
}

/** The composer an artist string names, also written "Bach, Johann Sebastian"; null if none. */
function artistComposer(artist: string): ArtistComposer | null {
  const reordered = artist.split(',').reverse().join(' ');
  const composer = composerNamed(artist) ?? composerNamed(reordered);
  if (!composer) return null;
  const singleWord = foldedWords(artist).length === 1;
  return {
    composer,
    needsEvidence: singleWord || NAMES_SHARED_WITH_POPULAR_ARTISTS.has(composer.name),
  };
}

function genresSayClassical(genres: readonly string[]): boolean {
  return genres.some((genre) => CLASSICAL_GENRE.test(foldText(genre)));
}

function namesAnEnsemble(artist: string): boolean {
  return ENSEMBLE.test(foldText(artist));
}

/**
 * A composer listed after the track's composer, born after that composer died, is there as a
 * performer (Leonard Bernstein conducting Mahler, Pierre Boulez conducting Debussy). The price:
 * a later arranger (Busoni after Bach) is listed as a performer too.
 */
function performsTheWorkOf(composer: Composer, first: Composer | undefined): boolean {
  return first !== undefined && first.died !== null && composer.born > first.died;
}

/**
 * Classical when an artist is a composer named in full ("Pyotr Ilyich Tchaikovsky"), or named by
 * a single word ("Bach", "Mozart") or a name a popular artist shares, backed by other evidence: a
 * classical genre, or an orchestra, choir or ensemble among the other artists. With no composer,
 * classical genres alone make a classical track whose artists are all performers. The first
 * composer listed is the track's; see performsTheWorkOf for the others. Artists that
 * merely contain a composer's name ("Mozart La Para", "The Beethovens") name no composer.
 */
export function classifyTrack(track: TrackCredits): TrackClassification {
  const genresClassical = genresSayClassical(track.genres ?? []);
  const matches = track.artists.map((artist) => ({ artist, match: artistComposer(artist) }));
  const hasEnsemble = matches.some(({ artist, match }) => !match && namesAnEnsemble(artist));
  const hasStrongComposer = matches.some(({ match }) => match && !match.needsEvidence);
  const evidence = genresClassical || hasEnsemble || hasStrongComposer;
  const composers: Composer[] = [];
  const performers: string[] = [];
  for (const { artist, match } of matches) {
    const composer = match && (!match.needsEvidence || evidence) ? match.composer : null;
    if (composer === null || performsTheWorkOf(composer, composers[0])) performers.push(artist);
    else if (!composers.includes(composer)) composers.push(composer);
  }
  if (composers.length === 0 && !genresClassical) return { classical: false };
  return { classical: true, composers, performers };
}

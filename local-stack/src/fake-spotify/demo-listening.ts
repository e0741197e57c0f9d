// What the fake provider's listeners have played lately, as its /v1/me/top endpoints rank it:
// catalogue-style credits (the composer first among a classical track's artists, performers
// after), a little pop, and artists without genres, as development-mode apps see them in 2026.

export interface DemoArtist {
  readonly id: string;
  readonly name: string;
}

export interface DemoTrack {
  readonly id: string;
  readonly name: string;
  readonly album: string;
  readonly durationMs: number;
  readonly artists: readonly DemoArtist[];
}

const artist = (id: string, name: string): DemoArtist => ({ id, name });

const bach = artist('a-bach', 'Johann Sebastian Bach');
const gould = artist('a-gould', 'Glenn Gould');
const ma = artist('a-yoyoma', 'Yo-Yo Ma');
const tchaikovsky = artist('a-tchaikovsky', 'Pyotr Ilyich Tchaikovsky');
const berlin = artist('a-bph', 'Berliner Philharmoniker');
const karajan = artist('a-karajan', 'Herbert von Karajan');
const debussy = artist('a-debussy', 'Claude Debussy');
const ott = artist('a-ott', 'Alice Sara Ott');
const dvorak = artist('a-dvorak', 'Antonín Dvořák');
const vienna = artist('a-wph', 'Wiener Philharmoniker');
const clara = artist('a-cschumann', 'Clara Schumann');
const argerich = artist('a-argerich', 'Martha Argerich');
const swift = artist('a-swift', 'Taylor Swift');
const carpenter = artist('a-carpenter', 'Sabrina Carpenter');
const dualipa = artist('a-dualipa', 'Dua Lipa');

const track = (
  id: string,
  name: string,
  album: string,
  minutes: number,
  ...artists: DemoArtist[]
): DemoTrack => ({ id, name, album, durationMs: Math.round(minutes * 60_000), artists });

/** A classical listener with some pop, in rank order (the first is the most listened). */
const CLASSICAL_LISTENER: readonly DemoTrack[] = [
  track(
    't-goldberg-aria',
    'Goldberg Variations, BWV 988: Aria',
    'Bach: The Goldberg Variations (1981)',
    3.1,
    bach,
    gould,
  ),
  track(
    't-cello-prelude',
    'Cello Suite No. 1 in G Major, BWV 1007: I. Prélude',
    'Bach: Six Unaccompanied Cello Suites',
    2.5,
    bach,
    ma,
  ),
  track('t-espresso', 'Espresso', "Short n' Sweet", 2.9, carpenter),
  track(
    't-pathetique-1',
    'Symphony No. 6 in B Minor, Op. 74 "Pathétique": I. Adagio - Allegro non troppo',
    'Tchaikovsky: Symphony No. 6',
    18.4,
    tchaikovsky,
    berlin,
    karajan,
  ),
  track('t-clair', 'Suite bergamasque, L. 75: III. Clair de lune', 'Nightfall', 5.2, debussy, ott),
  track(
    't-new-world',
    'Symphony No. 9 in E Minor, Op. 95 "From the New World": IV. Allegro con fuoco',
    'Dvořák: Symphony No. 9',
    11.2,
    dvorak,
    vienna,
    karajan,
  ),
  track(
    't-goldberg-var1',
    'Goldberg Variations, BWV 988: Variatio 1 a 1 Clav.',
    'Bach: The Goldberg Variations (1981)',
    1.1,
    bach,
    gould,
  ),
  track('t-anti-hero', 'Anti-Hero', 'Midnights', 3.3, swift),
  track(
    't-romance',
    '3 Romances, Op. 22: No. 1, Andante molto',
    'Clara Schumann: Piano Works',
    3.2,
    clara,
    argerich,
  ),
  track(
    't-nutcracker',
    'The Nutcracker, Op. 71: No. 14c, Pas de deux. Variation II (Dance of the Sugar-Plum Fairy)',
    'Tchaikovsky: The Nutcracker',
    1.9,
    tchaikovsky,
    berlin,
    karajan,
  ),
];

/** A listener with no classical music at all. */
const POP_LISTENER: readonly DemoTrack[] = [
  track('t-espresso', 'Espresso', "Short n' Sweet", 2.9, carpenter),
  track('t-anti-hero', 'Anti-Hero', 'Midnights', 3.3, swift),
  track('t-houdini', 'Houdini', 'Radical Optimism', 3.1, dualipa),
];

export const DEMO_LISTENING = Object.freeze({
  classical: CLASSICAL_LISTENER,
  pop: POP_LISTENER,
});
export type DemoListening = keyof typeof DEMO_LISTENING;

export function isDemoListening(name: unknown): name is DemoListening {
  return typeof name === 'string' && Object.hasOwn(DEMO_LISTENING, name);
}

/** The listener's top artists: in order of their first appearance in the ranked tracks. */
export function topArtistsOf(tracks: readonly DemoTrack[]): DemoArtist[] {
  const seen = new Map<string, DemoArtist>();
  for (const { artists } of tracks) for (const a of artists) if (!seen.has(a.id)) seen.set(a.id, a);
  return [...seen.values()];
}

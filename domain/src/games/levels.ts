// Each game's levels by name, as the level select and the profile's record show them. The
// themes' levels are named here, apart from the themes, so a page naming a level carries no tune.
import { CHORD_LEVELS } from './chords.js';
import type { GameId } from './games.js';
import { INTERVAL_LEVELS } from './intervals.js';

export const GAME_LEVELS: Readonly<Record<GameId, readonly { readonly name: string }[]>> = {
  intervals: INTERVAL_LEVELS,
  chords: CHORD_LEVELS,
  'name-the-work': [{ name: 'Four choices' }, { name: 'Six choices, from one period' }],
};

/** The highest level of any game, which a record's level may reach. */
export const MOST_LEVELS = Math.max(...Object.values(GAME_LEVELS).map((levels) => levels.length));

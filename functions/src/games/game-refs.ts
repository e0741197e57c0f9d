// Typed references to the games' documents (domain/src/games/schemas.ts, docs/games.md).
import { gameRoundSchema, gameScoreSchema, gameStatsSchema, paths } from '@salon/domain';
import { storedCollection, storedDoc } from '../shared/stored.js';

export const gameRounds = () => storedCollection(gameRoundSchema, paths.gameRounds);
export const gameRoundRef = (roundId: string) =>
  storedDoc(gameRoundSchema, paths.gameRound(roundId));
export const gameStatsRef = (uid: string) => storedDoc(gameStatsSchema, paths.gameStats(uid));
export const gameScoreRef = (weekKey: string, game: string, scoreKey: string) =>
  storedDoc(gameScoreSchema, paths.gameScore(weekKey, game, scoreKey));

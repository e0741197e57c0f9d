import type { GameId } from '@salon/domain';

/** A member's record in one game: their best round, the highest level played, rounds played. */
export interface GameRecordEntry {
  readonly best: number;
  readonly level: number;
  readonly rounds: number;
}

/** A member's records by game; null: never played. */
export type GameRecord = Partial<Record<GameId, GameRecordEntry>> | null;

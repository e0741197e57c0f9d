import type { GameId } from '@salon/domain';

/** A member's record in one game: their best round, the highest level played, rounds played. */
interface GameRecordEntry {
  readonly best: number;
  readonly level: number;
  readonly rounds: number;
}

/** A member's records by game; null: never played (or a record the schema refuses). */
export type GameRecord = Partial<Record<GameId, GameRecordEntry>> | null;

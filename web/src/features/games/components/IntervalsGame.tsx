import { drawIntervalQuestion, INTERVAL_NAMES, type IntervalId } from '@salon/domain';
import type { GameKit } from '../game-kit';
import { GameRound } from './GameRound';

const intervals: GameKit = {
  game: 'intervals',
  choiceLabel: (choice) => INTERVAL_NAMES[choice as IntervalId] ?? choice,
  practice: async (level) => ({
    next: () => ({ ...drawIntervalQuestion(level, Math.random), credit: null }),
  }),
};

/** The Intervals game: two notes, one after the other or together; name the interval. */
export function IntervalsGame({ onRoundOver }: { onRoundOver?: () => void }) {
  return <GameRound kit={intervals} onRoundOver={onRoundOver} />;
}

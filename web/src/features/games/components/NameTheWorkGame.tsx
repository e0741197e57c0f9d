import type { GameKit } from '../game-kit';
import { GameRound } from './GameRound';

const nameTheWork: GameKit = {
  game: 'name-the-work',
  // The choices are the composers' and the works' own names.
  choiceLabel: (choice) => choice,
  // The themes come only with practice: a scored round's page never holds them.
  practice: async (level) => (await import('../practice-themes')).themePractice(level),
};

/** Name the work: a theme bar by bar; name its composer, then the work. */
export function NameTheWorkGame({ onRoundOver }: { onRoundOver?: () => void }) {
  return <GameRound kit={nameTheWork} onRoundOver={onRoundOver} />;
}

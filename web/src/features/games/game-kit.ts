// What sets one game apart from another on its page (components/GameRound.tsx plays them all):
// how a question is said, drawn and named, and how practice draws its questions in the page.
import type { GameId, ServedPrompt } from '@salon/domain';

/** A practice question: the page draws it, answer included; `credit` said once it is answered. */
export interface PracticeQuestion {
  readonly prompt: ServedPrompt;
  readonly answer: string;
  readonly credit: string | null;
}

/** Practice, drawn in the page: the next question, and (Name the work) one more bar of this one. */
export interface Practice {
  next(): PracticeQuestion;
  reveal?(): ServedPrompt;
}

export interface GameKit {
  readonly game: GameId;
  /** The answer's words among the choices and in the verdict. */
  choiceLabel(choice: string): string;
  /** Practice for a level; Name the work fetches its themes first. */
  practice(level: number): Promise<Practice>;
}

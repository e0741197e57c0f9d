import type { TriviaAnswer, TriviaDay, TriviaQueueItem, TriviaStats } from '@salon/domain';
import type { WithId } from '../../../lib/documents';

/** The day's question as the Salon's card reads it (its open time is not shown). */
export type TriviaDayItem = Omit<TriviaDay, 'openedAt'>;
/** What the card shows of the member's own answer. */
export type OwnTriviaAnswer = Pick<TriviaAnswer, 'answerIndex' | 'correctIndex' | 'explanation'>;
export type TriviaQueueEntry = WithId<TriviaQueueItem>;

export interface TriviaRecordItem {
  /** null: never answered. */
  readonly stats: TriviaStats | null;
  /** The newest question opened, or null before the first. */
  readonly newest: { readonly dayKey: string; readonly previousDayKey: string | null } | null;
}

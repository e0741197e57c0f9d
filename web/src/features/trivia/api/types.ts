import type { TriviaAnswer, TriviaDay, TriviaQueueItem, TriviaStats } from '@salon/domain';
import type { AuthorProfile } from '../../../lib/authors';
import type { WithId } from '../../../lib/documents';

export type TriviaDayItem = TriviaDay;
export type OwnTriviaAnswer = TriviaAnswer;
export type TriviaQueueEntry = WithId<TriviaQueueItem>;

export interface TriviaRecordItem {
  /** null: never answered. */
  readonly stats: TriviaStats | null;
  /** The newest question opened, or null before the first. */
  readonly newest: { readonly dayKey: string; readonly previousDayKey: string | null } | null;
}

export interface LeaderboardRow {
  readonly id: string;
  readonly points: number;
  /** The member's names; 'private' while the profile is private, 'former' once it is gone. */
  readonly member: AuthorProfile | 'private' | 'former';
}

import type { PollKind, PollOption, PollResultsVisibility } from '@salon/domain';

/** A poll as the screens use it (docs/data-model.md, "Polls"). */
export interface PollItem {
  readonly id: string;
  readonly kind: PollKind;
  readonly title: string;
  readonly description: string;
  readonly createdAt: Date;
  readonly isActive: boolean;
  /** When it was closed (by hand, by its time or by the schedule); null while active. */
  readonly closedAt: Date | null;
  /** When it stops taking ballots by the server's clock; null: open until closed. */
  readonly closesAt: Date | null;
  /** How many options one ballot may name (1: single choice). */
  readonly maxChoices: number;
  readonly resultsVisibility: PollResultsVisibility;
  readonly options: PollOption[];
  readonly voteCounts: Readonly<Record<string, number>>;
  readonly totalVotes: number;
}

export interface PollDraftInput {
  readonly title: string;
  readonly description: string;
  readonly options: readonly string[];
}

/** A poll waiting in the staff's queue for the daily or the weekly schedule. */
export interface QueuedPoll {
  readonly id: string;
  readonly kind: 'daily' | 'weekly';
  /** A draft waits; a queued poll opens in its turn. */
  readonly status: 'draft' | 'queued';
  readonly content: PollDraftInput;
}

export type Unsubscribe = () => void;

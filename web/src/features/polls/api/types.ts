import type { PollOption } from '@salon/domain';

/** A poll as the screens use it (docs/data-model.md, "Polls"). */
export interface PollItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly createdAt: Date;
  readonly isActive: boolean;
  readonly options: PollOption[];
  readonly voteCounts: Readonly<Record<string, number>>;
  readonly totalVotes: number;
}

export interface PollDraftInput {
  readonly title: string;
  readonly description: string;
  readonly options: readonly string[];
}

export type Unsubscribe = () => void;

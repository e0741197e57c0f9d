// The stored fields of a new poll, staff's or a member's: options numbered o1, o2, ... in the
// order given, every count at 0, active at once.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { pollOptionId, type DiscussionPollInput, type PollResultsVisibility } from '@salon/domain';

interface NewPoll {
  readonly title: string;
  readonly description: string;
  readonly options: readonly string[];
  readonly createdBy: string | null;
  readonly maxChoices: number;
  /** Milliseconds since the epoch, or null. */
  readonly closesAt: number | null;
  readonly resultsVisibility: PollResultsVisibility;
  /** When it opens; now (server time) unless a schedule opens it for its period's start. */
  readonly openedAt?: Date;
}

/** What a member may choose on an open poll nobody has voted in yet, with every count at 0. */
function ballotFields(poll: Omit<NewPoll, 'description' | 'createdBy' | 'openedAt'>) {
  const options = poll.options.map((optionText, i) => ({ id: pollOptionId(i), optionText }));
  return {
    title: poll.title,
    closesAt: poll.closesAt === null ? null : Timestamp.fromMillis(poll.closesAt),
    maxChoices: poll.maxChoices,
    resultsVisibility: poll.resultsVisibility,
    options,
    voteCounts: Object.fromEntries(options.map((option) => [option.id, 0])),
    totalVotes: 0,
  };
}

function newPollFields(poll: NewPoll) {
  return {
    ...ballotFields(poll),
    description: poll.description,
    createdAt: poll.openedAt ? Timestamp.fromDate(poll.openedAt) : FieldValue.serverTimestamp(),
    createdBy: poll.createdBy,
    isActive: true,
    closedAt: null,
  };
}

/** A member's poll rewritten by its author (editPoll): before any ballot, so no count is lost. */
export function editedPollFields(poll: DiscussionPollInput) {
  return ballotFields({ ...poll, title: poll.question });
}

/**
 * Staff's poll: single choice, results once a member has voted (the spec's poll). Opened now, or
 * at `openedAt` by the schedule. `createdBy` null: its admin has deleted their account since
 * queueing it.
 */
export function staffPollFields(
  kind: 'daily' | 'weekly',
  draft: { title: string; description: string; options: readonly string[] },
  createdBy: string | null,
  openedAt?: Date,
) {
  return {
    kind,
    threadId: null,
    ...newPollFields({
      ...draft,
      createdBy,
      ...(openedAt ? { openedAt } : {}),
      maxChoices: 1,
      closesAt: null,
      resultsVisibility: 'afterVoting',
    }),
  };
}

/**
 * A member's poll in their new discussion. An anonymous discussion's poll names nobody either:
 * its author is the thread's `private/author`.
 */
export function discussionPollFields(
  threadId: string,
  poll: DiscussionPollInput,
  author: { uid: string; isAnonymous: boolean },
) {
  return {
    kind: 'discussion' as const,
    threadId,
    ...newPollFields({
      title: poll.question,
      description: '',
      options: poll.options,
      createdBy: author.isAnonymous ? null : author.uid,
      maxChoices: poll.maxChoices,
      closesAt: poll.closesAt,
      resultsVisibility: poll.resultsVisibility,
    }),
  };
}

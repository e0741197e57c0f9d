import type { Poll } from './schemas.js';

/**
 * An option's share of the votes in whole percent: vote count over total votes, rounded; 0 when
 * nobody has voted (forum spec, section 9). Rounded shares may add up to 99 or 101.
 */
export function pollOptionPercentage(voteCount: number, totalVotes: number): number {
  return totalVotes > 0 ? Math.round((voteCount / totalVotes) * 100) : 0;
}

export interface PollOptionResult {
  readonly id: string;
  readonly optionText: string;
  readonly voteCount: number;
  readonly percentage: number;
}

/**
 * The options in order with their counts and percentages, as shown after voting. A count the
 * counter has not written yet reads as 0; while counts catch up (a changed vote is -1 on one
 * option and +1 on another, applied in turn) nothing shows below 0.
 */
export function pollResults(
  poll: Pick<Poll, 'options' | 'voteCounts' | 'totalVotes'>,
): PollOptionResult[] {
  const total = Math.max(0, poll.totalVotes);
  return poll.options.map((option) => {
    const voteCount = Math.max(0, poll.voteCounts[option.id] ?? 0);
    return { ...option, voteCount, percentage: pollOptionPercentage(voteCount, total) };
  });
}

/**
 * An option's share of the votes in whole percent: vote count over total votes, rounded; 0 when
 * nobody has voted (forum spec, section 9). Rounded shares may add up to 99 or 101.
 */
export function pollOptionPercentage(voteCount: number, totalVotes: number): number {
  return totalVotes > 0 ? Math.round((voteCount / totalVotes) * 100) : 0;
}

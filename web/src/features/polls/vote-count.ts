/** "1 vote", "3 votes". */
export function votesLabel(count: number): string {
  return `${count} ${count === 1 ? 'vote' : 'votes'}`;
}

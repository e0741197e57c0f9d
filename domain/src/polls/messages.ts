/** Invented: the spec names the section "the daily poll" without showing a heading. */
export const DAILY_POLL_HEADING = 'Daily Poll';
/**
 * Invented: what a ballot the server refused says when the poll closed (by the server's clock)
 * while its page still showed it open. Apart from the forms' toasts, which the Salon's first
 * download does without.
 */
export const POLL_BALLOT_TOASTS = Object.freeze({
  closedBeforeVote: {
    title: 'Poll Closed',
    description: 'This poll closed before your vote arrived.',
  },
});

/** Invented: the "this week's" poll. */
export const WEEKLY_POLL_HEADING = 'Poll of the Week';

/** Invented: the spec shows no heading for poll replies; the thread page's, named for the poll. */
export function pollRepliesHeading(count: number): string {
  return `Poll Discussion (${count} ${count === 1 ? 'reply' : 'replies'})`;
}

/** Invented: the page of the Salon's closed polls. */
export const PAST_POLLS_HEADING = 'Past Polls';
export const PAST_POLLS_EMPTY_STATE = Object.freeze({
  title: 'No past polls yet',
  description: 'Closed polls and their results will appear here.',
});

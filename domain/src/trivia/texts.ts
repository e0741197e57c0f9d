/** Invented wording of the trivia screens (the spec has no trivia). */
export const TRIVIA_TEXTS = Object.freeze({
  heading: 'Daily Trivia',
  answersLabel: 'Answers',
  submit: 'Submit Answer',
  submitting: 'Submitting…',
  right: 'Correct!',
  wrong: 'Not quite',
  signInToAnswer: 'Sign in to answer today’s question.',
  noQuestion: 'No trivia question today. Come back tomorrow!',
  explanationHeading: 'Why',
  leaderboardLink: 'Trivia leaderboard',
  leaderboardHeading: 'Trivia Leaderboard',
  leaderboardEmpty: 'No points yet this month.',
  statsHeading: 'Trivia',
  streak: 'Current streak',
  bestStreak: 'Best streak',
  totalRight: 'Answered right',
  queueTab: 'Polls',
  editorHeading: 'New Trivia Question',
  editingHeading: 'Edit Trivia Question',
  queueHeading: 'Trivia Queue',
  queueEmpty: 'No trivia questions in the queue. An empty queue leaves a day without trivia.',
});

/** "7 of 12 members answered right". */
export function triviaRightCountLine(rightCount: number, answeredCount: number): string {
  return `${rightCount} of ${answeredCount} ${answeredCount === 1 ? 'member' : 'members'} answered right`;
}

/** "3 days" / "1 day". */
export function triviaDays(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

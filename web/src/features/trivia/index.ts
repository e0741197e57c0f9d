// What pages use of the trivia feature: the Salon's card, a profile's record and the leaderboard.
// The admin's queue is not listed: it loads when the Polls tab is first chosen, by AdminPage's
// lazy import of components/TriviaQueueAdmin.tsx (a lazy import of this index would bring the
// feature's other pieces with it).
export { TriviaLeaderboard } from './components/TriviaLeaderboard';
export { TriviaSlot } from './components/TriviaSlot';
export { TriviaStats } from './components/TriviaStats';

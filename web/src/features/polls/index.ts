// What pages and the server entry use of the polls feature: the Salon's polls, a discussion's
// poll, past polls, the admin's Polls tab, and a poll's document read for a served page.
export { pollFromDoc } from './api/documents';
export type { PollItem } from './api/types';
export { DailyPoll, WeeklyPoll } from './components/DailyPoll';
export { DiscussionPoll } from './components/DiscussionPoll';
export { PastPolls } from './components/PastPolls';
export { PollAdmin } from './components/PollAdmin';

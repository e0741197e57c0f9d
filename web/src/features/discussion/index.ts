// What pages and the server entry use of the discussion feature: the replies under a thread or a
// poll, and a reply's document read for a served page.
export { replyFromDoc } from './api/documents';
export type { ReplyWithAuthor } from './api/types';
export { DiscussionSection } from './components/DiscussionSection';
export type { ReplyMenuProps } from './components/ReplyMenu';
export { useReplies } from './hooks/use-replies';

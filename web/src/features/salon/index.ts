// What pages and the server entry use of the Salon, in the order the pages draw them: the list
// with its search and filters, a discussion's page, and for a served page a discussion's
// document and the list's seed key.
// The new-discussion dialog is not listed: it loads on first opening, by SalonPage's lazy import
// of components/NewDiscussionDialog.tsx (a lazy import of this index, which the page loads
// anyway, would bring it into the page's chunk).
export { NewDiscussionButton } from './components/NewDiscussionButton';
export { SearchBox } from './components/SearchBox';
export { SearchModeSwitch } from './components/SearchModeSwitch';
export { ThreadFilters, type ThreadFilterValues } from './components/ThreadFilters';
export { ThreadCardSkeletons } from './components/ThreadCardSkeletons';
export { ThreadList } from './components/ThreadList';
export { UserResults } from './components/UserResults';
export { useMemberId } from './hooks/use-member-id';
export { PostActions } from './components/PostActions';
export { ReactionButtons } from './components/ReactionButtons';
export { ThreadDetail } from './components/ThreadDetail';
export { ThreadNotFound } from './components/ThreadNotFound';
export { ThreadSkeleton } from './components/ThreadSkeleton';
export { useOwnReactions } from './hooks/use-own-reactions';
export { useThread } from './hooks/use-thread';
export { useThreadDeletion } from './hooks/use-thread-deletion';
export { useViewCounting } from './hooks/use-view-counting';
export { threadFromDoc } from './api/documents';
export { threadListKey } from './hooks/use-thread-list';

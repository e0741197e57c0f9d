// The documents functions/ read for a page, as the page's hooks hold them once they have read
// the same: each feature's own reading of its documents, the authors joined as the app joins
// them, under the hooks' seed keys (lib/page-seed.ts).
import { NO_THREAD_FILTERS, type ThreadListView } from '@salon/domain';
import { authorFromData, withAuthors, type AuthorLookup } from '../lib/authors';
import { seedKeys } from '../lib/page-seed';
import { replyFromDoc } from '../features/discussion';
import { pollFromDoc } from '../features/polls';
import { threadFromDoc, threadListKey } from '../features/salon';
import type { PageRequest, StoredDocument } from './page-contract';

/** The list the Salon shows first: page 1 of the newest, nothing searched or filtered. */
const SALON_FIRST_LIST: ThreadListView = { ...NO_THREAD_FILTERS, page: 1, sort: 'recent' };

/** Authors from the cards read in one batch; a member without a card reads as unknown. */
function cardLookup(cards: readonly StoredDocument[]): AuthorLookup {
  const authors = new Map(cards.map((card) => [card.id, authorFromData(card.id, card.data)]));
  return (uid) => Promise.resolve(authors.get(uid) ?? null);
}

function replies(documents: readonly StoredDocument[], lookup: AuthorLookup) {
  return withAuthors(
    lookup,
    documents.map((reply) => replyFromDoc(reply.id, reply.data)),
  );
}

/** Each seeded hook's first value for the page asked for. */
export async function seedData(request: PageRequest): Promise<Record<string, unknown>> {
  if (request.page === 'salon') {
    const lookup = cardLookup(request.cards);
    const threads = await withAuthors(
      lookup,
      request.threads.map((thread) => threadFromDoc(thread.id, thread.data)),
    );
    const poll = request.poll && pollFromDoc(request.poll.id, request.poll.data);
    const { weeklyPoll } = request;
    return {
      [seedKeys.threadList(threadListKey(SALON_FIRST_LIST))]: {
        threads,
        totalCount: request.threadCount,
      },
      [seedKeys.activePoll('daily')]: poll,
      [seedKeys.activePoll('weekly')]: weeklyPoll && pollFromDoc(weeklyPoll.id, weeklyPoll.data),
      ...(poll && {
        [seedKeys.replies(`poll/${poll.id}`)]: await replies(request.pollReplies, lookup),
      }),
    };
  }
  if (request.page === 'thread') {
    const lookup = cardLookup(request.cards);
    const { thread, threadId } = request;
    if (!thread) return { [seedKeys.thread(threadId)]: null };
    const [withAuthor] = await withAuthors(lookup, [threadFromDoc(thread.id, thread.data)]);
    const pollId = withAuthor?.pollId;
    return {
      [seedKeys.thread(threadId)]: withAuthor,
      [seedKeys.replies(`thread/${threadId}`)]: await replies(request.replies, lookup),
      ...(pollId && {
        [seedKeys.discussionPoll(pollId)]:
          request.poll && pollFromDoc(request.poll.id, request.poll.data),
      }),
    };
  }
  return {};
}

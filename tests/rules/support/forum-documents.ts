// A stored thread and thread reply as the functions write them, for the forum's rules suites.

const counters = { reactionCount: 0, reactionCounts: { applause: 0, bravo: 0 } };

export const storedThread = (extra: object = {}) => ({
  title: 'Brahms 4',
  body: 'The passacaglia',
  createdAt: new Date(),
  ...counters,
  replyCount: 1,
  viewCount: 3,
  searchTokens: ['br', 'bra'],
  ...extra,
});

export const storedReply = (threadId: string, extra: object = {}) => ({
  threadId,
  parentId: null,
  body: 'Agreed',
  createdAt: new Date(),
  ...counters,
  ...extra,
});

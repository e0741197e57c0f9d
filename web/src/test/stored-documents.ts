// Stored documents for the tests of field readers, which check each reader against the domain's
// schema: the three ways a post names its author (domain `authorFields`), what `postFields` reads
// of a post, and the keys a reader leaves out.
export const STORED_AUTHORS = {
  named: { isAnonymous: false, authorId: 'uid-fanny' },
  deleted: { isAnonymous: false, authorDeleted: true },
  anonymous: { isAnonymous: true },
} as const;

/** What the screens read of each: the author's uid only when named. */
export function authorRead(stored: object) {
  return {
    isAnonymous: 'isAnonymous' in stored && stored.isAnonymous === true,
    authorId: 'authorId' in stored && typeof stored.authorId === 'string' ? stored.authorId : null,
    authorDeleted: 'authorDeleted' in stored,
  };
}

/** What `postFields` reads of a stored post with reactions, as its domain schema read it. */
export function postFieldsRead(schemaRead: {
  body: string;
  createdAt: Date;
  editedAt?: Date | undefined;
  reactionCount: number;
  reactionCounts: object;
}) {
  return {
    body: schemaRead.body,
    createdAt: schemaRead.createdAt,
    editedAt: schemaRead.editedAt ?? null,
    ...authorRead(schemaRead),
    reactionCount: schemaRead.reactionCount,
    reactionCounts: schemaRead.reactionCounts,
  };
}

/** Keys of a stored document the reader's item leaves out, for the test to name deliberately. */
export function keysNotRead(stored: object, read: object): string[] {
  return Object.keys(stored).filter((key) => !(key in read));
}

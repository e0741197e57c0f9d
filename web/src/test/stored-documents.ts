// Stored documents for the tests of field readers, which check each reader against the domain's
// schema: the three ways a post names its author (domain `authorFields`), and the keys a reader
// leaves out.
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

/** Keys of a stored document the reader's item leaves out, for the test to name deliberately. */
export function keysNotRead(stored: object, read: object): string[] {
  return Object.keys(stored).filter((key) => !(key in read));
}

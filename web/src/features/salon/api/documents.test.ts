import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { threadSchema, withDates } from '@salon/domain';
import { STORED_AUTHORS, keysNotRead, postFieldsRead } from '../../../test/stored-documents';
import { threadFromDoc } from './documents';

// The Salon reads threads field by field, as zod would join every first visit (web/README.md);
// these check that reader against the domain's threadSchema, the one source of what is stored.
const createdAt = new Date('2026-11-20T10:00:00Z');
const editedAt = new Date('2026-11-21T08:30:00Z');
const thread = {
  title: 'Mahler 9 at the Proms',
  body: 'Who heard it?',
  createdAt: Timestamp.fromDate(createdAt),
  reactionCount: 3,
  reactionCounts: { applause: 2, bravo: 1 },
  replyCount: 4,
  viewCount: 9,
  searchTokens: ['mahler', 'proms'],
};

describe('threadFromDoc reads what threadSchema stores', () => {
  for (const [who, author] of Object.entries(STORED_AUTHORS)) {
    it(`a thread by a ${who} author, edited and not, with a poll and without`, () => {
      for (const stored of [
        { ...thread, ...author },
        { ...thread, ...author, editedAt: Timestamp.fromDate(editedAt), pollId: 'p1' },
      ]) {
        const schemaRead = threadSchema.parse(withDates(stored));
        const read = threadFromDoc('t1', stored);
        expect(read).toEqual({
          id: 't1',
          title: schemaRead.title,
          ...postFieldsRead(schemaRead),
          replyCount: schemaRead.replyCount,
          viewCount: schemaRead.viewCount,
          pollId: schemaRead.pollId ?? null,
        });
        // A field the schema gains is read, or named here as not shown.
        expect(keysNotRead(schemaRead, read)).toEqual(['searchTokens']);
      }
    });
  }
});

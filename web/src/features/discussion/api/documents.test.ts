import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { NO_REACTIONS, pollReplySchema, replySchema, withDates } from '@salon/domain';
import {
  STORED_AUTHORS,
  authorRead,
  keysNotRead,
  postFieldsRead,
} from '../../../test/stored-documents';
import { replyFromDoc } from './documents';

// Discussions read replies field by field, as zod would join every first visit (web/README.md);
// these check that reader against the domain's schemas for thread and poll replies.
const createdAt = new Date('2026-11-20T10:00:00Z');
const editedAt = new Date('2026-11-21T08:30:00Z');
const times = [
  { createdAt: Timestamp.fromDate(createdAt) },
  { createdAt: Timestamp.fromDate(createdAt), editedAt: Timestamp.fromDate(editedAt) },
];

describe('replyFromDoc reads what the domain stores', () => {
  for (const [who, author] of Object.entries(STORED_AUTHORS)) {
    it(`a thread reply by a ${who} author, top level and nested, edited and not`, () => {
      for (const parentId of [null, 'r0']) {
        for (const time of times) {
          const stored = {
            threadId: 't1',
            parentId,
            body: 'I start with Milstein.',
            reactionCount: 1,
            reactionCounts: { applause: 0, bravo: 1 },
            ...time,
            ...author,
          };
          const schemaRead = replySchema.parse(withDates(stored));
          const read = replyFromDoc('r1', stored);
          expect(read).toEqual({
            id: 'r1',
            parentId: schemaRead.parentId,
            ...postFieldsRead(schemaRead),
          });
          expect(keysNotRead(schemaRead, read)).toEqual(['threadId']);
        }
      }
    });

    it(`a poll reply by a ${who} author, which has no reactions`, () => {
      const stored = { pollId: 'p1', parentId: null, body: 'Brahms.', ...times[1], ...author };
      const schemaRead = pollReplySchema.parse(withDates(stored));
      const read = replyFromDoc('r2', stored);
      expect(read).toMatchObject({
        parentId: null,
        body: schemaRead.body,
        createdAt: schemaRead.createdAt,
        editedAt: schemaRead.editedAt,
        ...authorRead(schemaRead),
        reactionCount: 0,
        reactionCounts: NO_REACTIONS,
      });
      expect(keysNotRead(schemaRead, read)).toEqual(['pollId']);
    });
  }
});

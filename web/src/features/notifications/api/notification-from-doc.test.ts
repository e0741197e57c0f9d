import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { notificationSchema, withDates } from '@salon/domain';
import { keysNotRead } from '../../../test/stored-documents';
import { notificationFromDoc } from './notification-from-doc';

// The bell reads notifications field by field, as zod would join every member's first visit
// (web/README.md); this checks that reader against the domain's notificationSchema.
const stored = {
  userId: 'uid-fanny',
  type: 'reply',
  title: 'New Reply',
  message: 'Wolfgang replied to your discussion',
  read: false,
  data: { threadId: 't1', replyId: 'r1', replierId: 'uid-wolfgang' },
  createdAt: Timestamp.fromDate(new Date('2026-11-20T10:00:00Z')),
};

describe('notificationFromDoc reads what notificationSchema stores', () => {
  it('a named reply notification, its actor the replier', () => {
    const schemaRead = notificationSchema.parse(withDates(stored));
    const read = notificationFromDoc('n1', stored);
    expect(read).toEqual({
      id: 'n1',
      type: schemaRead.type,
      title: schemaRead.title,
      message: schemaRead.message,
      read: schemaRead.read,
      data: schemaRead.data,
      actorId: 'uid-wolfgang',
      createdAt: schemaRead.createdAt,
    });
    // The recipient is the list's owner: the bell needs no copy of it.
    expect(keysNotRead(schemaRead, read ?? {})).toEqual(['userId']);
  });

  it('an anonymous one names no actor', () => {
    const anonymous = { ...stored, data: { threadId: 't1', replyId: 'r1', isAnonymous: true } };
    notificationSchema.parse(withDates(anonymous));
    expect(notificationFromDoc('n2', anonymous)?.actorId).toBeNull();
  });
});

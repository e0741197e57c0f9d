import { describe, expect, it } from 'vitest';
import { moderationLogEntrySchema } from '../moderation/schemas.js';
import { profileSchema } from '../profiles/schemas.js';
import { threadSchema } from '../forum/schemas.js';
import { SAMPLE_ENTRY_AT, storedLogEntry } from './sample-documents.js';
import { readStored, readStoredFields } from './stored.js';

const at = SAMPLE_ENTRY_AT;
/** A stored time as the reader takes any: something with `toDate`. */
const stamp = { toDate: () => at };
const entry = storedLogEntry(stamp);

describe('the reader of stored documents', () => {
  it('reads a document through its schema, its times as Dates; a missing one as null', () => {
    expect(readStored(moderationLogEntrySchema, entry)).toEqual({ ...entry, createdAt: at });
    expect(readStored(moderationLogEntrySchema, undefined)).toBeNull();
    expect(readStored(moderationLogEntrySchema, undefined, { lenient: true })).toBeNull();
  });

  it('throws on a document the schema refuses, unless lenient, which reads it as null', () => {
    const odd = { ...entry, action: 'shrug' };
    expect(() => readStored(moderationLogEntrySchema, odd)).toThrow();
    expect(readStored(moderationLogEntrySchema, odd, { lenient: true })).toBeNull();
    expect(readStored(moderationLogEntrySchema, entry, { lenient: true })).toEqual({
      ...entry,
      createdAt: at,
    });
  });

  it('reads the named fields each by its own schema, whatever the rest holds', () => {
    // A card missing most of its keys, with one field of the wrong type.
    const card = { username: 'felix', displayName: 7, createdAt: stamp, bio: 'Cellist' };
    expect(
      readStoredFields(profileSchema, card, ['username', 'displayName', 'createdAt', 'isPrivate']),
    ).toEqual({ username: 'felix', createdAt: at });
    expect(readStoredFields(profileSchema, undefined, ['username'])).toEqual({});
    expect(readStoredFields(profileSchema, 'not a document', ['username'])).toEqual({});
  });

  it('reads a field of a union of documents by the schema of whichever member takes it', () => {
    const thread = {
      title: 'Mahler 9',
      isAnonymous: true,
      authorId: 'uid-felix',
      createdAt: stamp,
    };
    expect(
      readStoredFields(threadSchema, thread, ['title', 'isAnonymous', 'authorId', 'createdAt']),
    ).toEqual({ title: 'Mahler 9', isAnonymous: true, authorId: 'uid-felix', createdAt: at });
    // A key no member of the union has reads as missing.
    expect(readStoredFields(profileSchema, { nickname: 'x' }, ['nickname' as 'username'])).toEqual(
      {},
    );
    // A schema neither an object nor a union has no fields to read: a mistake, not a miss.
    expect(() =>
      readStoredFields(moderationLogEntrySchema.shape.actorId, { length: 3 }, ['length']),
    ).toThrow(TypeError);
    // A key inherited, not the document's own, is not a field of it.
    expect(
      readStoredFields(profileSchema, Object.create({ username: 'felix' }), ['username']),
    ).toEqual({});
  });
});

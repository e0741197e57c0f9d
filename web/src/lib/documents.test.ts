import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore';
import { Timestamp } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moderationLogEntrySchema } from '@salon/domain';
import { decodeDocument, readDocument, readItems, withDates } from './documents';

const at = new Date('2026-11-20T10:00:00Z');

/** A log entry as a function stores it: server times are Timestamps. */
const stored = {
  actorId: 'uid-admin',
  actorName: '@admin',
  action: 'suspension',
  scope: 'admin',
  memberId: 'uid-felix',
  memberName: '@felix',
  target: '@felix',
  reportId: null,
  reason: 'Spam',
  detail: 'Until Dec 3, 2026',
  createdAt: Timestamp.fromDate(at),
};

function snapshot(id: string, data: Record<string, unknown> | undefined) {
  return {
    id,
    exists: () => data !== undefined,
    data: () => data,
  } as unknown as QueryDocumentSnapshot & DocumentSnapshot;
}

describe('the document layer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads Timestamps as Dates, nested ones and those in arrays too', () => {
    const stamp = Timestamp.fromDate(at);
    expect(withDates({ a: stamp, list: [{ b: stamp }], n: 1 })).toEqual({
      a: at,
      list: [{ b: at }],
      n: 1,
    });
  });

  it('reads a document through its domain schema, with its times as Dates', () => {
    expect(readDocument(moderationLogEntrySchema, snapshot('e1', stored))).toEqual({
      ...stored,
      createdAt: at,
    });
    expect(readDocument(moderationLogEntrySchema, snapshot('e1', undefined))).toBeNull();
  });

  it('throws on a document the schema refuses, unless lenient, which reads it as null', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const odd = { ...stored, action: 'shrug' };
    expect(() => decodeDocument(moderationLogEntrySchema, odd)).toThrow();
    expect(decodeDocument(moderationLogEntrySchema, odd, { lenient: true })).toBeNull();
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('reads a query’s documents with their ids; lenient leaves out the one refused', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const docs = [snapshot('e1', stored), snapshot('e2', { ...stored, extra: true })];
    expect(() => readItems(moderationLogEntrySchema, docs)).toThrow();
    expect(readItems(moderationLogEntrySchema, docs, { lenient: true })).toEqual([
      { ...stored, createdAt: at, id: 'e1' },
    ]);
  });
});

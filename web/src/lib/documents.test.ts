import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore';
import { Timestamp } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moderationLogEntrySchema } from '@salon/domain';
import { SAMPLE_ENTRY_AT, storedLogEntry } from '@salon/domain/testing';
import { readDocument, readItems } from './documents';

const at = SAMPLE_ENTRY_AT;
const stored = storedLogEntry(Timestamp.fromDate(at));

function snapshot(id: string, data: Record<string, unknown> | undefined) {
  return {
    id,
    exists: () => data !== undefined,
    data: () => data,
  } as unknown as QueryDocumentSnapshot & DocumentSnapshot;
}

// The reader itself (strict, lenient, the times) is tested in the domain (documents/stored.test.ts).
describe('the document layer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a document through its domain schema, with its times as Dates', () => {
    expect(readDocument(moderationLogEntrySchema, snapshot('e1', stored))).toEqual({
      ...stored,
      createdAt: at,
    });
    expect(readDocument(moderationLogEntrySchema, snapshot('e1', undefined))).toBeNull();
  });

  it('reads a query’s documents with their ids; lenient leaves out the one refused', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const docs = [snapshot('e1', stored), snapshot('e2', { ...stored, extra: true })];
    expect(() => readItems(moderationLogEntrySchema, docs)).toThrow();
    expect(readItems(moderationLogEntrySchema, docs, { lenient: true })).toEqual([
      { ...stored, createdAt: at, id: 'e1' },
    ]);
    expect(console.warn).toHaveBeenCalledExactlyOnceWith(
      'Ignoring a stored document its schema refuses.',
      'e2',
    );
  });
});

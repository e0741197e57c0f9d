import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { pollSchema, withDates } from '@salon/domain';
import { keysNotRead } from '../../../test/stored-documents';
import { pollFromDoc } from './documents';

// The Salon's daily poll is read field by field, as zod would join every first visit
// (web/README.md); this checks that reader against the domain's pollSchema.
describe('pollFromDoc reads what pollSchema stores', () => {
  it('an open poll and a closed one, a staff poll and a discussion’s, with their options and counts', () => {
    const poll = {
      kind: 'daily',
      threadId: null,
      title: 'Which symphony tonight?',
      description: 'Pick one.',
      createdAt: Timestamp.fromDate(new Date('2026-11-20T10:00:00Z')),
      createdBy: 'uid-admin',
      options: [
        { id: 'o1', optionText: 'Mahler 9' },
        { id: 'o2', optionText: 'Bruckner 8' },
      ],
      voteCounts: { o1: 3, o2: 1 },
      totalVotes: 4,
      closesAt: null,
      maxChoices: 1,
      resultsVisibility: 'afterVoting',
    };
    for (const stored of [
      { ...poll, isActive: true, closedAt: null },
      { ...poll, isActive: false, closedAt: Timestamp.fromDate(new Date('2026-11-21T10:00:00Z')) },
      {
        ...poll,
        kind: 'discussion',
        threadId: 't1',
        isActive: true,
        closedAt: null,
        closesAt: Timestamp.fromDate(new Date('2026-11-30T10:00:00Z')),
        maxChoices: 2,
        resultsVisibility: 'always',
      },
    ]) {
      const schemaRead = pollSchema.parse(withDates(stored));
      const read = pollFromDoc('p1', stored);
      expect(read).toEqual({
        id: 'p1',
        kind: schemaRead.kind,
        title: schemaRead.title,
        description: schemaRead.description,
        createdAt: schemaRead.createdAt,
        isActive: schemaRead.isActive,
        closedAt: schemaRead.closedAt,
        closesAt: schemaRead.closesAt,
        maxChoices: schemaRead.maxChoices,
        resultsVisibility: schemaRead.resultsVisibility,
        options: schemaRead.options,
        voteCounts: schemaRead.voteCounts,
        totalVotes: schemaRead.totalVotes,
      });
      expect(keysNotRead(schemaRead, read)).toEqual(['threadId', 'createdBy']);
    }
  });
});

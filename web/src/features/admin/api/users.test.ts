import { describe, expect, it } from 'vitest';
import { planUsersPageRead, type ShownUsersPage } from './users';

const shown = (page: number): ShownUsersPage => ({
  page,
  first: { sortName: `first-${page}`, uid: 'f' },
  last: { sortName: `last-${page}`, uid: 'l' },
});

describe('planUsersPageRead', () => {
  it('reads nothing for an empty list', () => {
    expect(planUsersPageRead(1, 0, null)).toBeNull();
  });

  it('reads the first page from the start and the last from the end: 10 rows at most', () => {
    expect(planUsersPageRead(1, 100_000, null)).toEqual({
      page: 1,
      direction: 'asc',
      after: null,
      limit: 10,
      keepFrom: 0,
      keepCount: 10,
    });
    expect(planUsersPageRead(10_000, 99_995, shown(1))).toEqual({
      page: 10_000,
      direction: 'desc',
      after: null,
      limit: 5,
      keepFrom: 0,
      keepCount: 5,
    });
  });

  it('reads the next and previous pages from the page on screen', () => {
    expect(planUsersPageRead(501, 100_000, shown(500))).toMatchObject({
      direction: 'asc',
      after: shown(500).last,
      limit: 10,
      keepFrom: 0,
    });
    expect(planUsersPageRead(499, 100_000, shown(500))).toMatchObject({
      direction: 'desc',
      after: shown(500).first,
      limit: 10,
      keepFrom: 0,
    });
  });

  it('reads the pages it skips on a jump of two, from whichever end is nearer', () => {
    expect(planUsersPageRead(502, 100_000, shown(500))).toMatchObject({
      direction: 'asc',
      limit: 20,
      keepFrom: 10,
      keepCount: 10,
    });
    expect(planUsersPageRead(3, 100_000, shown(1))).toMatchObject({
      direction: 'asc',
      after: shown(1).last,
      limit: 20,
    });
    expect(planUsersPageRead(9_998, 100_000, shown(10_000))).toMatchObject({
      direction: 'desc',
      after: shown(10_000).first,
      limit: 20,
    });
  });

  it('clamps the page into the list', () => {
    expect(planUsersPageRead(7, 25, null)).toMatchObject({ page: 3, limit: 5, keepCount: 5 });
    expect(planUsersPageRead(0, 25, null)).toMatchObject({ page: 1, limit: 10 });
  });
});

import { describe, expect, it } from 'vitest';
import { matchesAdminUserSearch, rankUsers, userSearchScore } from '../index.js';

const users = [
  { id: 1, username: 'barbara', displayName: 'Someone Else' },
  { id: 2, username: 'bach', displayName: 'Johann Sebastian' },
  { id: 3, username: null, displayName: 'Bachfan' },
  { id: 4, username: 'mozart', displayName: null },
  { id: 5, username: 'offenbach', displayName: 'Jacques' },
];

describe('rankUsers', () => {
  it('ranks exact, then prefix, then substring, and drops non-matches', () => {
    expect(rankUsers(users, 'bach').map((u) => u.id)).toEqual([2, 3, 5]);
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(rankUsers(users, '  BACH ').map((u) => u.id)).toEqual([2, 3, 5]);
  });

  it('matches on display name and keeps input order for equal scores', () => {
    expect(rankUsers(users, 'ja').map((u) => u.id)).toEqual([5]);
    expect(rankUsers(users, 'ba').map((u) => u.id)).toEqual([1, 2, 3, 5]);
  });

  it('returns nobody for an empty query', () => {
    expect(rankUsers(users, '   ')).toEqual([]);
  });

  it('scores the better field', () => {
    expect(userSearchScore({ username: 'xbachx', displayName: 'bach' }, 'bach')).toBe(100);
    expect(userSearchScore({ username: 'bachx', displayName: null }, 'bach')).toBe(50);
    expect(userSearchScore({ username: 'xbach', displayName: null }, 'bach')).toBe(10);
    expect(userSearchScore({ username: 'bach', displayName: null }, '  ')).toBe(0);
  });
});

describe('matchesAdminUserSearch', () => {
  it('matches substrings of display name or username, and everyone for no query', () => {
    expect(matchesAdminUserSearch(users[1]!, 'SEBAST')).toBe(true);
    expect(matchesAdminUserSearch(users[1]!, 'zz')).toBe(false);
    expect(matchesAdminUserSearch(users[1]!, ' ')).toBe(true);
  });
});

describe('accents and composers in the Users search', () => {
  const members = [
    { id: 1, username: 'newworld', displayName: 'Antonín Dvořák Fan' },
    { id: 2, username: 'swanlake', displayName: 'Tchaikovsky Lover' },
    { id: 3, username: 'tschaikowsky_1893', displayName: null },
    { id: 4, username: 'clara', displayName: 'Clara' },
  ];

  it('ignores accents on both sides', () => {
    expect(rankUsers(members, 'dvorak').map((u) => u.id)).toEqual([1]);
    expect(rankUsers(members, 'DVOŘÁK FAN').map((u) => u.id)).toEqual([1]);
  });

  it('finds every spelling of a composer by any other', () => {
    expect(rankUsers(members, 'Tschaikowsky').map((u) => u.id)).toEqual([2, 3]);
    expect(rankUsers(members, 'Chaikovsky lover').map((u) => u.id)).toEqual([2]);
    expect(userSearchScore(members[1]!, 'Tchaikovsky lover')).toBe(100);
  });
});

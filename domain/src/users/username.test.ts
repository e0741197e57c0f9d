import { describe, expect, it } from 'vitest';
import {
  isStorableUsername,
  normalizeUsernameForSave,
  normalizeUsernameInput,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_MIN_LENGTH,
  USERNAME_TAKEN_MESSAGE,
  validateProfileUsername,
  validateSignUpUsername,
} from '../index.js';

describe('normalizeUsernameInput', () => {
  it('removes every space and lowercases as the user types', () => {
    expect(normalizeUsernameInput(' Clara  Schumann\t')).toBe('claraschumann');
  });
});

describe('normalizeUsernameForSave', () => {
  it('trims, removes spaces and lowercases', () => {
    expect(normalizeUsernameForSave('  Glenn Gould ')).toBe('glenngould');
  });
});

describe.each([
  ['sign-up', validateSignUpUsername],
  ['profile', validateProfileUsername],
])('%s username rules', (_name, validate) => {
  it('has the spec limits 3 and 20', () => {
    expect([USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH]).toEqual([3, 20]);
  });

  it('accepts 3 and 20 characters, refuses 2 and 21', () => {
    expect(validate('abc')).toBeNull();
    expect(validate('a'.repeat(20))).toBeNull();
    expect(validate('ab')).toBe('Username must be at least 3 characters long');
    expect(validate('a'.repeat(21))).toBe('Username must be less than 20 characters');
  });

  it('accepts letters, digits, inner underscores and hyphens', () => {
    expect(validate('Anne-Sophie_Mutter1')).toBeNull();
  });

  it.each([
    ['clara schumann', 'Username cannot contain spaces'],
    ['clara.schumann', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['dvořák', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['clara_', 'Username cannot end with punctuation'],
    ['clara-', 'Username cannot end with punctuation'],
    ['_clara', 'Username cannot start with punctuation'],
    ['-clara', 'Username cannot start with punctuation'],
    ['clara__s', 'Username cannot have consecutive punctuation marks'],
    ['clara-_s', 'Username cannot have consecutive punctuation marks'],
    ['xxfuckxx', 'Username contains inappropriate language. Please choose a different username'],
    ['sieg-heil', 'Username contains inappropriate language. Please choose a different username'],
  ])('%s -> %s', (value, message) => {
    expect(validate(value)).toBe(message);
  });

  it('checks in the spec order', () => {
    // Too long and containing a space: the length message wins.
    expect(validate(`${'a'.repeat(20)} b`)).toBe(USERNAME_MESSAGES.tooLong);
    // Too short and starting with punctuation: the length message wins.
    expect(validate('_a')).toBe(USERNAME_MESSAGES.tooShort);
    // A space and a dot: the space message wins.
    expect(validate('a b.c')).toBe(USERNAME_MESSAGES.hasSpaces);
    // Ending and starting with punctuation: the ending message wins.
    expect(validate('_abc_')).toBe(USERNAME_MESSAGES.endsWithPunctuation);
    // Starting with punctuation and consecutive punctuation: the start message wins.
    expect(validate('_a--b')).toBe(USERNAME_MESSAGES.startsWithPunctuation);
    // Consecutive punctuation around a blocked word: punctuation wins over the blocklist.
    expect(validate('a--shit')).toBe(USERNAME_MESSAGES.consecutivePunctuation);
  });
});

describe('the sign-up and profile rules differ on empty usernames', () => {
  it('sign-up requires one', () => {
    expect(validateSignUpUsername('')).toBe('Username is required');
    expect(validateSignUpUsername('   ')).toBe('Username is required');
  });

  it('the profile allows none', () => {
    expect(validateProfileUsername('')).toBeNull();
    expect(validateProfileUsername('  ')).toBeNull();
  });
});

describe('isStorableUsername', () => {
  it('accepts saved forms and the empty username', () => {
    expect(isStorableUsername('glenngould')).toBe(true);
    expect(isStorableUsername('')).toBe(true);
  });

  it('refuses invalid or unnormalised values', () => {
    expect(isStorableUsername('GlennGould')).toBe(false);
    expect(isStorableUsername(' ')).toBe(false);
    expect(isStorableUsername('ab')).toBe(false);
  });
});

describe('reserved usernames', () => {
  it('read as taken: a member page under a route of the site could never be reached', () => {
    for (const name of ['badges', 'Games', 'admin', 'coming-soon', 'user']) {
      expect(validateSignUpUsername(name)).toBe(USERNAME_TAKEN_MESSAGE);
      expect(validateProfileUsername(name)).toBe(USERNAME_TAKEN_MESSAGE);
    }
    expect(validateSignUpUsername('badger')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  NEW_DISCUSSION_DRAFT_PLACE,
  clearMemberDrafts,
  draftKey,
  hasStoredDraft,
  isBlankDraft,
  parseDraft,
  readDraft,
  replyDraftPlace,
  restoreFields,
  serialiseDraft,
  sweepExpiredDrafts,
  writeDraft,
} from './drafts';

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 24 * 60 * 60 * 1000;
const EMPTY = { title: '', body: '', isAnonymous: false };

/** A storage that refuses every write, as a full one (QuotaExceededError) does. */
function fullStorage(): Storage {
  const storage = {
    length: 0,
    key: () => null,
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {},
    clear: () => {},
  };
  return storage;
}

describe('draft keys', () => {
  it('names the member and the place', () => {
    expect(draftKey('uid-clara', replyDraftPlace({ kind: 'thread', id: 't1' }, null))).toBe(
      'draft:v1:uid-clara:thread:t1:reply:root',
    );
    expect(draftKey('uid-clara', replyDraftPlace({ kind: 'poll', id: 'p1' }, 'r7'))).toBe(
      'draft:v1:uid-clara:poll:p1:reply:r7',
    );
    expect(draftKey('uid-clara', NEW_DISCUSSION_DRAFT_PLACE)).toBe(
      'draft:v1:uid-clara:new-discussion',
    );
  });

  it('encodes ids, so one cannot pose as another place or member', () => {
    expect(draftKey('a:b', replyDraftPlace({ kind: 'thread', id: 'x:reply:y' }, null))).toBe(
      'draft:v1:a%3Ab:thread:x%3Areply%3Ay:reply:root',
    );
  });
});

describe('parseDraft', () => {
  it('reads back what was saved', () => {
    const fields = { title: 'Mahler', body: 'The Sixth', isAnonymous: true };
    expect(parseDraft(serialiseDraft(fields, NOW), NOW + DAY)).toEqual(fields);
  });

  it('keeps a draft of exactly 30 days and drops one a moment older', () => {
    const saved = serialiseDraft({ body: 'Bruckner' }, NOW);
    expect(parseDraft(saved, NOW + DRAFT_MAX_AGE_MS)).toEqual({ body: 'Bruckner' });
    expect(parseDraft(saved, NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['corrupted JSON', '{"v":1,"savedAt":'],
    ['not an object', '"text"'],
    ['null', 'null'],
    ['another version', JSON.stringify({ v: 2, savedAt: NOW, fields: { body: 'x' } })],
    ['no time', JSON.stringify({ v: 1, fields: { body: 'x' } })],
    ['a time as text', JSON.stringify({ v: 1, savedAt: String(NOW), fields: { body: 'x' } })],
    ['fields as a list', JSON.stringify({ v: 1, savedAt: NOW, fields: ['x'] })],
    ['a nested field', JSON.stringify({ v: 1, savedAt: NOW, fields: { body: { html: 'x' } } })],
    ['a number field', JSON.stringify({ v: 1, savedAt: NOW, fields: { body: 3 } })],
  ])('ignores %s', (_case, raw) => {
    expect(parseDraft(raw, NOW)).toBeNull();
  });
});

describe('restoreFields', () => {
  it('takes only the fields the composer has, of the same type', () => {
    expect(
      restoreFields(EMPTY, { title: 'Tosca', body: true, isAnonymous: 'yes', extra: 'x' }),
    ).toEqual({ title: 'Tosca', body: '', isAnonymous: false });
  });

  it('is the empty fields without a draft', () => {
    expect(restoreFields(EMPTY, null)).toBe(EMPTY);
  });
});

describe('isBlankDraft', () => {
  it('counts text only: spaces or a ticked box alone are no draft', () => {
    expect(isBlankDraft({ body: '  \n', isAnonymous: true })).toBe(true);
    expect(isBlankDraft({ body: 'a', isAnonymous: false })).toBe(false);
  });
});

describe('drafts in storage', () => {
  const key = draftKey('uid-clara', NEW_DISCUSSION_DRAFT_PLACE);

  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('writes, reads and removes a blank draft instead of keeping it', () => {
    writeDraft(localStorage, key, { title: 'Lieder', body: '' }, NOW);
    expect(readDraft(localStorage, key, NOW)).toEqual({ title: 'Lieder', body: '' });
    expect(hasStoredDraft(localStorage, key, NOW)).toBe(true);
    writeDraft(localStorage, key, { title: ' ', body: '' }, NOW);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('removes an expired or unreadable draft when reading it', () => {
    localStorage.setItem(key, serialiseDraft({ body: 'old' }, NOW - 31 * DAY));
    expect(readDraft(localStorage, key, NOW)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{oops');
    expect(hasStoredDraft(localStorage, key, NOW)).toBe(false);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('carries on when storage is full or missing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => writeDraft(fullStorage(), key, { body: 'x' }, NOW)).not.toThrow();
    expect(() => writeDraft(null, key, { body: 'x' }, NOW)).not.toThrow();
    expect(readDraft(null, key, NOW)).toBeNull();
    expect(sweepExpiredDrafts(null, NOW)).toBe(0);
  });

  it("clears one member's drafts and nobody else's", () => {
    const claras = [key, draftKey('uid-clara', 'thread:t1:reply:root')];
    const fannys = draftKey('uid-fanny', 'thread:t1:reply:root');
    for (const each of [...claras, fannys]) writeDraft(localStorage, each, { body: 'x' }, NOW);
    localStorage.setItem('unrelated', 'kept');
    clearMemberDrafts(localStorage, 'uid-clara');
    expect(claras.map((each) => localStorage.getItem(each))).toEqual([null, null]);
    expect(localStorage.getItem(fannys)).not.toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('sweeps expired, corrupted and old-version drafts, and nothing else', () => {
    const fresh = draftKey('uid-fanny', 'thread:t1:reply:root');
    writeDraft(localStorage, fresh, { body: 'fresh' }, NOW - DAY);
    writeDraft(localStorage, key, { body: 'stale' }, NOW - 31 * DAY);
    localStorage.setItem('draft:v1:uid-clara:poll:p:reply:root', 'not json');
    localStorage.setItem('draft:v0:uid-clara:new-discussion', '{}');
    localStorage.setItem('theme', 'dark');
    expect(sweepExpiredDrafts(localStorage, NOW)).toBe(3);
    expect(Object.keys(localStorage).sort()).toEqual([fresh, 'theme']);
  });

  it('looks at no more keys than its limit', () => {
    for (let index = 0; index < 5; index += 1) {
      localStorage.setItem(`draft:v1:uid-clara:thread:t${index}:reply:root`, 'broken');
    }
    expect(sweepExpiredDrafts(localStorage, NOW, 2)).toBe(2);
    expect(localStorage.length).toBe(3);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_MENTIONS_PER_POST,
  MENTION_LIMIT_TOAST,
  isStorableUsername,
  mentionAt,
  mentionQueryAt,
  mentionedUsernames,
  newlyMentioned,
  validateReplyDraft,
  validateThreadDraft,
} from '../index.js';

/** Usernames as the rules allow them: 3-20 of a-z, 0-9, single `_`/`-` between others. */
const username = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,6}$/),
    fc.array(fc.tuple(fc.constantFrom('', '_', '-'), fc.stringMatching(/^[a-z0-9]{1,5}$/)), {
      maxLength: 3,
    }),
  )
  .map(([head, rest]) => head + rest.map(([mark, part]) => mark + part).join(''))
  .filter((name) => name.length >= 3 && name.length <= 20 && isStorableUsername(name));

describe('mentionedUsernames', () => {
  it('reads @names in their stored form, once each, in order', () => {
    expect(mentionedUsernames('@Clara and @felix_m, then @clara again (@ada-b).')).toEqual([
      'clara',
      'felix_m',
      'ada-b',
    ]);
  });

  it('takes a name at the start of a line, after punctuation, emphasis or a quote', () => {
    expect(mentionedUsernames('@ada\n> @bea\n*@cid* "@dee", [@eve]')).toEqual([
      'ada',
      'bea',
      'cid',
      'dee',
      'eve',
    ]);
  });

  it('ignores e-mail and web addresses, escapes and names running on', () => {
    expect(
      mentionedUsernames(
        'ada@example.com https://youtube.com/@clara \\@felix @clara.example.org @ada@host c@t @claraé',
      ),
    ).toEqual([]);
  });

  it('ends a name before punctuation: a full stop, a trailing dash', () => {
    expect(mentionedUsernames('Thanks @clara. And @felix- no?')).toEqual(['clara', 'felix']);
  });

  it('ignores what no username can be: too short, too long, doubled or leading punctuation', () => {
    expect(mentionedUsernames('@ab @abcdefghijklmnopqrstu @a--b @_abc @-abc @ @@clara')).toEqual(
      [],
    );
    expect(mentionedUsernames('@abcdefghijklmnopqrst')).toEqual(['abcdefghijklmnopqrst']);
  });

  it('ignores mentions inside inline code, and only there', () => {
    expect(mentionedUsernames('`@clara` and ``a ` @felix`` but @ada, ` @bea')).toEqual([
      'ada',
      'bea',
    ]);
  });

  it('finds every generated name written as a mention, and only those', () => {
    fc.assert(
      fc.property(
        fc.array(username, { maxLength: 12 }),
        fc.array(fc.constantFrom(' ', '\n', ', ', ' (', '! '), { minLength: 12, maxLength: 12 }),
        (names, gaps) => {
          const text = names.map((name, i) => `${gaps[i]}@${name}`).join('') + ' end';
          expect(mentionedUsernames(text)).toEqual([...new Set(names)]);
        },
      ),
    );
  });

  it('never finds a mention in an e-mail address', () => {
    fc.assert(
      fc.property(username, username, (local, domain) => {
        expect(mentionedUsernames(`${local}@${domain}.org`)).toEqual([]);
      }),
    );
  });

  it('always answers valid, distinct, stored-form usernames, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('@', 'a', 'B', '1', '_', '-', '.', ' ', '`', 'é') }),
        (text) => {
          const found = mentionedUsernames(text);
          expect(new Set(found).size).toBe(found.length);
          for (const name of found) expect(isStorableUsername(name)).toBe(true);
        },
      ),
    );
  });
});

describe('mentionAt', () => {
  it('says where the mention ends, without the punctuation after it', () => {
    expect(mentionAt('hi @Clara-, ok', 3)).toEqual({ username: 'clara', end: 9 });
    expect(mentionAt('hi @Clara', 2)).toBeNull();
  });
});

describe('newlyMentioned', () => {
  it('is the names the new text mentions and the old one did not', () => {
    expect(newlyMentioned('@clara and @felix', '@felix, @ada and @Clara and @bea')).toEqual([
      'ada',
      'bea',
    ]);
    expect(newlyMentioned('@clara', 'nobody now')).toEqual([]);
  });
});

describe('the mention limit', () => {
  const mentioning = (count: number) =>
    Array.from({ length: count }, (_, i) => `@member${i}`).join(' ');

  it(`lets a post mention ${MAX_MENTIONS_PER_POST} members, repeated names counting once`, () => {
    const body = `${mentioning(MAX_MENTIONS_PER_POST)} @member0 @MEMBER1`;
    expect(validateReplyDraft(body)).toBeNull();
    expect(validateThreadDraft({ title: 'Ten', body })).toBeNull();
  });

  it('refuses an eleventh, in replies and discussions alike', () => {
    const body = mentioning(MAX_MENTIONS_PER_POST + 1);
    expect(validateReplyDraft(body)).toEqual(MENTION_LIMIT_TOAST);
    expect(validateThreadDraft({ title: 'Eleven', body })).toEqual(MENTION_LIMIT_TOAST);
    expect(MENTION_LIMIT_TOAST.description).toContain('up to 10 members');
  });

  it('counts the body only: a title mentions nobody', () => {
    const title = mentioning(11).slice(0, 200);
    expect(validateThreadDraft({ title, body: 'Hello' })).toBeNull();
  });
});

describe('mentionQueryAt', () => {
  it('is the name being typed after an @, lowercase, with where the @ is', () => {
    expect(mentionQueryAt('Hello @Cl', 9)).toEqual({ start: 6, prefix: 'cl' });
    expect(mentionQueryAt('@a', 2)).toEqual({ start: 0, prefix: 'a' });
    expect(mentionQueryAt('Hello @Cl there', 9)).toEqual({ start: 6, prefix: 'cl' });
  });

  it('is nothing before a first letter, in an address, after a space or in code', () => {
    expect(mentionQueryAt('Hello @', 7)).toBeNull();
    expect(mentionQueryAt('ada@exa', 7)).toBeNull();
    expect(mentionQueryAt('@clara ', 7)).toBeNull();
    expect(mentionQueryAt('`@cla', 5)).toBeNull();
    expect(mentionQueryAt('`x` @cla', 8)).toEqual({ start: 4, prefix: 'cla' });
    expect(mentionQueryAt('@abcdefghijklmnopqrstu', 22)).toBeNull();
    expect(mentionQueryAt('@_ab', 4)).toBeNull();
  });
});

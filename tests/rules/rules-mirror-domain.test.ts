// firestore.rules copy what the domain says of the documents members write: their keys (the
// rules' allowed-key lists), the length of each text, the username's form, the item slots, the
// clip types, the write budgets' actions. Rules cannot import TypeScript, so this suite reads the
// rules' text and fails when a copy drifts from the domain: a field added to a schema and
// forgotten in the rules (or the reverse), a limit changed on one side only. Every key list in
// the rules is claimed by a check here, so a new list with no schema to match fails too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  albumSchema,
  CLIP_TYPES,
  clipSchema,
  concertSchema,
  DIRECT_WRITE_LIMITS,
  favoriteRecordingSchema,
  followSchema,
  friendshipSchema,
  LIST_READ_LIMIT,
  MAX_BLOCKS,
  musicalPreferencesSchema,
  notificationSchema,
  pollVoteSchema,
  PROFILE_CARD_WRITERS,
  PROFILE_ITEM_SLOTS,
  profileDetailsSchema,
  profileSchema,
  replySchema,
  savedThreadSchema,
  URL_MAX_LENGTH,
  RESERVED_USERNAMES,
  USERNAME_BLOCKED_WORDS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  usernameClaimSchema,
  writeBudgetDocumentSchema,
} from '@salon/domain';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** A stretch of the rules' text and where it starts, so the lists in it can be claimed. */
interface Excerpt {
  readonly text: string;
  readonly at: number;
}

/** The body of the rules function `name`. */
function rulesFunction(name: string): Excerpt {
  const found = new RegExp(`function ${name}\\([^)]*\\) \\{[\\s\\S]*?\\n    \\}`).exec(rules);
  if (!found) throw new Error(`firestore.rules has no function ${name}`);
  return { text: found[0], at: found.index };
}

/** The match block on `path`, up to its closing brace (nested blocks included). */
function matchBlock(path: string): Excerpt {
  const at = rules.indexOf(`match ${path} {`);
  if (at < 0) throw new Error(`firestore.rules has no match ${path}`);
  const indent = at - rules.lastIndexOf('\n', at) - 1;
  const end = rules.indexOf(`\n${' '.repeat(indent)}}`, at);
  return { text: rules.slice(at, end), at };
}

/** Where in the rules a key list was checked: its `[` offset. */
const claimed = new Set<number>();

/** The quoted names of the first list after `opener` in `excerpt`, claimed as checked. */
function listAfter(excerpt: Excerpt, opener: string): string[] {
  const from = excerpt.text.indexOf(opener);
  if (from < 0) throw new Error(`no ${opener} in ${excerpt.text.slice(0, 60)}`);
  const open = excerpt.text.indexOf('[', from);
  const close = excerpt.text.indexOf(']', open);
  claimed.add(excerpt.at + open);
  return [...excerpt.text.slice(open, close).matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

/** The zod internals this suite reads: a schema's kind, what it wraps, a string's bounds. */
interface Inspected {
  readonly def: { readonly type: string; readonly innerType?: unknown };
  /** What a schema's checks say of it: a string's shortest and longest length. */
  readonly _zod: { readonly bag: { readonly minimum?: number; readonly maximum?: number } };
}

/** The schema under zod's default, optional and nullable wrappers. */
function core(schema: unknown): Inspected {
  let inspected = schema as Inspected;
  while (['default', 'optional', 'nullable'].includes(inspected.def.type)) {
    inspected = inspected.def.innerType as Inspected;
  }
  return inspected;
}

interface ObjectSchema {
  readonly shape: Readonly<Record<string, unknown>>;
}

const keysOf = (schema: ObjectSchema) => Object.keys(schema.shape).sort();

/** The keys a stored document must have (not optional, no default). */
const requiredKeysOf = (schema: ObjectSchema) =>
  keysOf(schema).filter(
    (key) => !['optional', 'default'].includes((schema.shape[key] as Inspected).def.type),
  );

const sorted = (names: readonly string[]) => [...names].sort();

const cardKeysBy = (writer: string) =>
  sorted(
    Object.keys(PROFILE_CARD_WRITERS).filter(
      (key) => PROFILE_CARD_WRITERS[key as keyof typeof PROFILE_CARD_WRITERS] === writer,
    ),
  );

// Every list is read here, before any test runs, so each is claimed whichever tests are run.
const card = matchBlock('/profiles/{uid}');
const KEY_LISTS: readonly (readonly [string, readonly string[], ObjectSchema])[] = [
  [
    'usernames/{name}',
    listAfter(matchBlock('/usernames/{username}'), 'hasOnly('),
    usernameClaimSchema,
  ],
  ['sections/details', listAfter(rulesFunction('detailsKeys'), 'return'), profileDetailsSchema],
  [
    'sections/preferences',
    listAfter(rulesFunction('preferencesKeys'), 'return'),
    musicalPreferencesSchema,
  ],
  [
    'recordings',
    listAfter(matchBlock('/profiles/{uid}/recordings/{slot}'), 'isNewItem('),
    favoriteRecordingSchema,
  ],
  ['clips', listAfter(matchBlock('/profiles/{uid}/clips/{slot}'), 'isNewItem('), clipSchema],
  [
    'concerts',
    listAfter(matchBlock('/profiles/{uid}/concerts/{concertId}'), 'isNewItem('),
    concertSchema,
  ],
  ['albums', listAfter(matchBlock('/profiles/{uid}/albums/{albumId}'), 'isNewItem('), albumSchema],
  ['poll votes (hasOnly)', listAfter(rulesFunction('isValidVote'), 'hasOnly('), pollVoteSchema],
  ['poll votes (hasAll)', listAfter(rulesFunction('isValidVote'), 'hasAll('), pollVoteSchema],
  [
    'friendships (hasOnly)',
    listAfter(rulesFunction('isNewFriendRequest'), 'hasOnly('),
    friendshipSchema,
  ],
  [
    'friendships (hasAll)',
    listAfter(rulesFunction('isNewFriendRequest'), 'hasAll('),
    friendshipSchema,
  ],
  ['follows (hasOnly)', listAfter(matchBlock('/follows/{followId}'), 'hasOnly('), followSchema],
  ['follows (hasAll)', listAfter(matchBlock('/follows/{followId}'), 'hasAll('), followSchema],
  ['writeBudgets', listAfter(rulesFunction('isBudgetStep'), 'hasOnly('), writeBudgetDocumentSchema],
  [
    'savedThreads (hasOnly)',
    listAfter(matchBlock('/users/{uid}/savedThreads/{threadId}'), 'hasOnly('),
    savedThreadSchema,
  ],
  [
    'savedThreads (hasAll)',
    listAfter(matchBlock('/users/{uid}/savedThreads/{threadId}'), 'hasAll('),
    savedThreadSchema,
  ],
];
const MEMBER_CARD_KEYS = listAfter(rulesFunction('profileCardKeys'), 'return');
const SIGN_UP_CARD_KEYS = listAfter(card, 'concat(');
const NEW_CARD_KEYS = listAfter(card, 'hasAll(');
/** An update may change only some keys; each must still be a key of its document. */
const CHANGED_KEYS: readonly (readonly [string, readonly string[], readonly string[]])[] = [
  [
    'a reply’s deletion',
    listAfter(matchBlock('/replies/{replyId}'), 'changedKeys().hasOnly('),
    replySchema.def.options.flatMap(keysOf),
  ],
  [
    'a friendship’s acceptance',
    listAfter(matchBlock('/friendships/{friendshipId}'), 'changedKeys().hasOnly('),
    keysOf(friendshipSchema),
  ],
  [
    'a notification read',
    listAfter(matchBlock('/users/{uid}/notifications/{notificationId}'), 'changedKeys().hasOnly('),
    keysOf(notificationSchema),
  ],
];

describe('firestore.rules key lists are the domain schemas’ keys', () => {
  it.each(KEY_LISTS)('%s', (_document, list, schema) => {
    expect(sorted(list)).toEqual(keysOf(schema));
  });

  it('profiles/{uid}: profileCardKeys are the member’s keys, createdAt is sign-up’s', () => {
    expect(sorted(MEMBER_CARD_KEYS)).toEqual(cardKeysBy('member'));
    expect(SIGN_UP_CARD_KEYS).toEqual(cardKeysBy('sign-up'));
  });

  it('profiles/{uid}: a new card has every key the schema requires, and only card keys', () => {
    expect(NEW_CARD_KEYS).toEqual(expect.arrayContaining(requiredKeysOf(profileSchema)));
    expect(keysOf(profileSchema)).toEqual(expect.arrayContaining(NEW_CARD_KEYS));
  });

  it.each(CHANGED_KEYS)('%s changes keys of its document', (_update, list, keys) => {
    expect(keys).toEqual(expect.arrayContaining([...list]));
  });

  it('every key list in the rules is one of the above', () => {
    const lists = [
      ...rules.matchAll(
        /(?:hasOnly|hasAll|isNewItem|concat)\(\[|function \w+Keys\(\) \{\s*return \[/g,
      ),
    ].map((match) => match.index + match[0].length - 1);
    expect(lists.filter((at) => !claimed.has(at))).toEqual([]);
  });
});

/** The text checks of a rules validator: key -> its bound and whether it may be empty. */
function textBounds(validator: Excerpt): Map<string, { max: number; required: boolean }> {
  const checks = validator.text.matchAll(/(isText|isRequiredText)\(data, '(\w+)', (\d+)\)/g);
  return new Map(
    [...checks].map(([, check, key, max]) => [
      key!,
      { max: Number(max), required: check === 'isRequiredText' },
    ]),
  );
}

/** The largest size the rules function `name` lets a string have (`x.size() <= n`). */
const sizeBound = (name: string) =>
  Number(/\.size\(\) <= (\d+)/.exec(rulesFunction(name).text)?.[1]);

/**
 * The rules functions that check a whole string themselves, and the most characters each allows
 * (their own bounds are checked below).
 */
const STRING_CHECKS: Readonly<Record<string, number>> = {
  isStoredUsername: USERNAME_MAX_LENGTH,
  isHttpUrl: URL_MAX_LENGTH,
  isSocialLink: URL_MAX_LENGTH,
  isStreamingUrl: URL_MAX_LENGTH,
};

/** Which of STRING_CHECKS the validator applies to `key`, if any. */
function stringCheckOf(validator: Excerpt, key: string): string | undefined {
  const use = new RegExp(`(\\w+)\\((?:data, '${key}'|data\\.${key}\\b)`).exec(validator.text);
  return use?.[1] !== undefined && use[1] in STRING_CHECKS ? use[1] : undefined;
}

describe('firestore.rules bound each text as its domain schema does', () => {
  // Each validator and the keys members write through it (on the card, only the member's keys).
  it.each([
    ['isValidProfileCard', profileSchema, cardKeysBy('member')],
    ['isValidDetails', profileDetailsSchema, keysOf(profileDetailsSchema)],
    ['isValidPreferences', musicalPreferencesSchema, keysOf(musicalPreferencesSchema)],
    ['isValidRecording', favoriteRecordingSchema, keysOf(favoriteRecordingSchema)],
    ['isValidConcert', concertSchema, keysOf(concertSchema)],
    ['isValidAlbum', albumSchema, keysOf(albumSchema)],
    ['isValidClip', clipSchema, keysOf(clipSchema)],
  ] as const satisfies readonly (readonly [string, ObjectSchema, readonly string[]])[])(
    '%s',
    (name, schema: ObjectSchema, written: readonly string[]) => {
      const validator = rulesFunction(name);
      const bounds = textBounds(validator);
      expect(written).toEqual(expect.arrayContaining([...bounds.keys()]));
      for (const key of written) {
        const text = core(schema.shape[key]);
        const { minimum, maximum } = text._zod.bag;
        if (text.def.type !== 'string' || maximum === undefined) continue;
        const check = stringCheckOf(validator, key);
        const found = check ? { key, max: STRING_CHECKS[check] } : { key, ...bounds.get(key) };
        const expected = check
          ? { key, max: maximum }
          : { key, max: maximum, required: (minimum ?? 0) > 0 };
        expect(found).toEqual(expected);
      }
    },
  );

  it('links: isHttpUrl and isStreamingUrl allow URL_MAX_LENGTH characters; isSocialLink is isHttpUrl', () => {
    expect(sizeBound('isHttpUrl')).toBe(URL_MAX_LENGTH);
    expect(sizeBound('isStreamingUrl')).toBe(URL_MAX_LENGTH);
    expect(rulesFunction('isSocialLink').text).toContain('isHttpUrl(');
  });

  it('usernames: isStoredUsername allows USERNAME_MIN_LENGTH to USERNAME_MAX_LENGTH', () => {
    const check = rulesFunction('isStoredUsername').text;
    expect(/size\(\) >= (\d+)/.exec(check)?.[1]).toBe(String(USERNAME_MIN_LENGTH));
    expect(sizeBound('isStoredUsername')).toBe(USERNAME_MAX_LENGTH);
  });

  it('usernames: the reserved names are RESERVED_USERNAMES', () => {
    const names = /return \[([^\]]*)\];/.exec(rulesFunction('reservedUsernames').text)?.[1];
    expect(names?.split(',').map((name) => name.trim().replace(/'/g, ''))).toEqual([
      ...RESERVED_USERNAMES,
    ]);
  });

  it('usernames: the blocklist pattern is USERNAME_BLOCKED_WORDS', () => {
    const pattern = /return '\.\*\(([^)]*)\)\.\*';/.exec(
      rulesFunction('usernameBlocklistPattern').text,
    );
    expect(pattern?.[1]?.split('|')).toEqual([...USERNAME_BLOCKED_WORDS]);
  });
});

describe('firestore.rules value lists are the domain’s', () => {
  it('recordings and clips take the slots PROFILE_ITEM_SLOTS', () => {
    for (const path of ['/profiles/{uid}/recordings/{slot}', '/profiles/{uid}/clips/{slot}']) {
      expect(listAfter(matchBlock(path), 'slot in ')).toEqual([...PROFILE_ITEM_SLOTS]);
    }
  });

  it('clips are of the CLIP_TYPES', () => {
    expect(listAfter(rulesFunction('isValidClip'), 'data.type in ')).toEqual([...CLIP_TYPES]);
  });

  it('write budgets are kept for the actions of DIRECT_WRITE_LIMITS', () => {
    expect(listAfter(rulesFunction('isOwnWriteBudget'), 'in ')).toEqual(
      Object.keys(DIRECT_WRITE_LIMITS),
    );
  });

  it('a member reads their blocks in one query of at most MAX_BLOCKS', () => {
    expect(matchBlock('/users/{uid}/blocks/{blockedId}').text).toContain(
      `request.query.limit <= ${MAX_BLOCKS}`,
    );
  });

  it('public lists read at most LIST_READ_LIMIT documents', () => {
    expect(rulesFunction('isBoundedPublicList').text).toContain(
      `request.query.limit <= ${LIST_READ_LIMIT}`,
    );
  });
});

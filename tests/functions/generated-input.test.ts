// Generated malformed input to every callable (fast-check): whatever a script sends, the answer
// is a clean `invalid-argument` with a message, never INTERNAL (a 500 and an error log). Every
// generated input is one the callable's own schema refuses; callables parse before they read or
// write anything, so a refusal here also means nothing changed. The caller is an admin, so no
// role check answers first.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLABLES,
  INVALID_ID_MESSAGE,
  REPORT_REASON_VALUES,
  type CallableName,
} from '@salon/domain';
import { newMember, refusalOf, type Member } from './support/functions-env.js';

/** Ids and values that crash a careless handler: reserved, slashed, oversized, odd numbers. */
const hostileScalar = fc.oneof(
  fc.constantFrom('', '.', '..', 'a/b', '__x__', '__id7__', '\u0000', '\ud800', 'x'.repeat(1601)),
  fc.constantFrom(Number.NaN, Infinity, -0, 1e21, -1, 2 ** 53 + 1),
  fc.constantFrom(null, true, [], {}, [[]], { __proto__: null }),
  fc.string({ maxLength: 40 }),
  fc.integer(),
);

/** An object with the callable's own keys (so it passes the shape), some of them hostile. */
function nearlyValidInput(keys: readonly string[]) {
  return fc.dictionary(fc.constantFrom(...keys, 'unexpected'), hostileScalar, { maxKeys: 6 });
}

/** What the function receives: the SDK sends JSON (NaN becomes null, undefined keys vanish). */
const asSent = (input: unknown): unknown => JSON.parse(JSON.stringify(input ?? null) ?? 'null');

function inputsRefusedBy(name: CallableName) {
  const schema = CALLABLES[name].input;
  // A union's keys are those of each of its forms (submitReport: a post or a picture).
  const forms: readonly object[] =
    'options' in schema.def ? (schema.def.options as readonly object[]) : [schema];
  const keys = [
    ...new Set(forms.flatMap((form) => ('shape' in form ? Object.keys(form.shape as object) : []))),
  ];
  return fc
    .oneof(
      fc.anything({ maxDepth: 2, maxKeys: 4 }),
      ...(keys.length > 0 ? [nearlyValidInput(keys)] : []),
    )
    .map(asSent)
    .filter((input) => !schema.safeParse(input).success);
}

let admin: Member;
beforeAll(async () => {
  admin = await newMember('fuzz', { admin: true });
});
afterAll(async () => {
  await admin.close();
});

describe('every callable refuses malformed input cleanly', () => {
  it.each(Object.keys(CALLABLES) as CallableName[])('%s', async (name) => {
    await fc.assert(
      fc.asyncProperty(inputsRefusedBy(name), async (input) => {
        const refusal = await refusalOf(admin.call(name, input as Record<string, unknown> | null));
        expect(refusal.code, `${name}(${JSON.stringify(input)}): ${refusal.message}`).toBe(
          'invalid-argument',
        );
        expect(refusal.message).not.toBe('');
      }),
      { numRuns: 25 },
    );
  });
});

describe('reserved and malformed ids, which once answered INTERNAL', () => {
  const reason = REPORT_REASON_VALUES[0];
  it.each(['__x__', '__id7__', '.', 'a/b', 'é'.repeat(751)])('%s', async (id) => {
    const calls = [
      admin.call('recordThreadView', { threadId: id }),
      admin.call('toggleReaction', { threadId: id, replyId: null, reactionType: 'bravo' }),
      admin.call('submitReport', { threadId: id, replyId: null, reason, description: '' }),
      admin.call('postReply', { threadId: id, parentId: null, body: 'Hi', isAnonymous: false }),
      admin.call('setUserRole', { userId: id, role: 'user' }),
    ];
    for (const refusal of await Promise.all(calls.map(refusalOf))) {
      expect(refusal).toMatchObject({ code: 'invalid-argument' });
      expect(refusal.message).toContain(INVALID_ID_MESSAGE);
    }
  });
});

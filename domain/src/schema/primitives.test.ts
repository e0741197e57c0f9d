import { describe, expect, it } from 'vitest';
import { docIdSchema, INVALID_ID_MESSAGE, uidSchema } from './primitives.js';

const refusal = (schema: typeof docIdSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('document ids from callers', () => {
  it('accepts auto-ids, uids and any other id Firestore stores', () => {
    for (const id of ['aB3dE5gH7jK9mN1pQ2rS', 'u_1', 'Dvořák', '_x_', '__x', 'x__']) {
      expect(refusal(docIdSchema, id)).toBeNull();
    }
  });

  it('refuses what would crash the SDK, with one message', () => {
    const refused = ['', 'a/b', '.', '..', '__x__', '____', '__id7__', 'é'.repeat(751), 42, null];
    for (const id of refused) expect(refusal(docIdSchema, id)).toBe(INVALID_ID_MESSAGE);
    expect(refusal(docIdSchema, 'a'.repeat(1500))).toBeNull();
  });

  it('takes uids of at most 128 characters', () => {
    expect(refusal(uidSchema, 'u'.repeat(128))).toBeNull();
    expect(refusal(uidSchema, 'u'.repeat(129))).toBe(INVALID_ID_MESSAGE);
    expect(refusal(uidSchema, '__uid__')).toBe(INVALID_ID_MESSAGE);
  });
});

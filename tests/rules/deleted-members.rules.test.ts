// A deleted member's ID token stays valid for up to an hour after the deletion. It must rebuild
// nothing under the old uid: every write a member makes is refused once deletedMembers/{uid}
// exists, the web app's own budgeted writes included. (The card and username claim are in
// accounts.rules.test.ts.)
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, updateDoc } from 'firebase/firestore';
import { paths } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { DIRECT_WRITE_FIXTURES, GUARDED, withBudget } from './support/direct-writes.js';
import { OWNER, rulesSuite } from './support/rules-env.js';

const { as, seed, peek } = rulesSuite('demo-rules-deleted-members', DIRECT_WRITE_FIXTURES);

const deletedMark = (status: 'deleting' | 'deleted') => ({
  [paths.deletedMember(OWNER)]: { status, startedAt: new Date() },
});

describe('a deleted member’s still-valid token', () => {
  it.each(GUARDED)('is refused $name, even with its write budget', async (guarded) => {
    await seed({ ...guarded.before, ...deletedMark('deleted') });
    const before = await peek(guarded.path);
    await assertFails(withBudget(as.owner(), guarded));
    expect(await peek(guarded.path)).toEqual(before);
    expect(await peek(paths.writeBudget(OWNER, guarded.action))).toBeNull();
  });

  it('is refused while the deletion is still running', async () => {
    const [vote] = GUARDED;
    await seed(deletedMark('deleting'));
    await assertFails(withBudget(as.owner(), vote!));
  });

  it('cannot mark its notifications read', async () => {
    const notification = `${paths.notifications(OWNER)}/n1`;
    await seed({ [notification]: { type: 'follow', read: false } });
    await assertSucceeds(updateDoc(doc(as.owner(), notification), { read: true }));
    await seed({ [notification]: { type: 'follow', read: false }, ...deletedMark('deleted') });
    await assertFails(updateDoc(doc(as.owner(), notification), { read: true }));
  });
});

// releaseOldUsername: a renamed member's old name becomes free again, but never a name the
// member carries once more when a late or redelivered event arrives.
import { paths } from '@salon/domain';
import { eventually } from '@salon/emulator/testing';
import { describe, expect, it } from 'vitest';
import { adminDb, redeliver, settled, storedDocument } from './support/functions-env.js';

let members = 0;

/** A profile and its username claim, as sign-up writes them; the uid is made up. */
async function memberNamed(username: string) {
  members += 1;
  const uid = `renamer-${process.pid}-${members}`;
  await rename(uid, username);
  await settled(paths.profile(uid), 1);
  return uid;
}

/** What a rename writes in one batch: the new claim and the profile naming it. */
async function rename(uid: string, username: string) {
  const batch = adminDb().batch();
  batch.create(adminDb().doc(paths.username(username)), { uid });
  batch.set(adminDb().doc(paths.profile(uid)), { username }, { merge: true });
  await batch.commit();
}

const claimOf = async (username: string) =>
  (await adminDb().doc(paths.username(username)).get()).get('uid') as unknown;

/**
 * Waits until `username` is free again: the rename's event has been handled. The profile's event
 * count is no guide, as indexProfileSearch writes each new name's grams back to the profile.
 */
const released = (username: string) =>
  eventually(async () => (await claimOf(username)) === undefined, {
    what: `${username} to be released`,
  });

describe('releaseOldUsername', () => {
  it('frees the old name after a rename and keeps the new one', async () => {
    const old = `bach-${process.pid}`;
    const uid = await memberNamed(old);
    await rename(uid, `${old}-jr`);
    await released(old);

    expect(await claimOf(old)).toBeUndefined();
    expect(await claimOf(`${old}-jr`)).toBe(uid);
  });

  it('keeps a name the member took back when the old rename event comes again', async () => {
    const name = `alice-${process.pid}`;
    const uid = await memberNamed(name);
    const named = await storedDocument(paths.profile(uid));
    await rename(uid, `${name}-x`);
    await released(name);
    const renamed = await storedDocument(paths.profile(uid));
    await rename(uid, name);
    await released(`${name}-x`);

    await redeliver(paths.profile(uid), { before: named, after: renamed }, 3);

    expect(await claimOf(name)).toBe(uid);
    expect(await claimOf(`${name}-x`)).toBeUndefined();
  });
});

// storage.rules, per path and role: a member uploads only into their own uploads
// folder, only an image type of at most 10 MB, and not once their account is deleted or while
// suspended; nobody reads an original or writes a served file (processPictureUpload
// does, bypassing the rules); an avatar is read by everyone, a banner by whoever may read the profile's sections.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { friendshipDocId, PICTURE_MAX_BYTES } from '@salon/domain';
import { storageRulesSuite } from './support/storage-env.js';

const at = new Date('2026-01-01T00:00:00Z');
const card = (isPrivate: boolean) => ({ username: 'x', displayName: 'X', isPrivate });
const env = storageRulesSuite('demo-rules-storage', {
  'profiles/alice': card(true),
  'profiles/bob': card(false),
  [`friendships/${friendshipDocId('alice', 'fred')}`]: {
    requesterId: 'fred',
    addresseeId: 'alice',
    status: 'accepted',
    createdAt: at,
    updatedAt: at,
  },
  [`friendships/${friendshipDocId('alice', 'pete')}`]: {
    requesterId: 'pete',
    addresseeId: 'alice',
    status: 'pending',
    createdAt: at,
    updatedAt: at,
  },
  'userRoles/root': { role: 'admin', updatedAt: at },
  'deletedMembers/gone': { status: 'deleted', startedAt: at },
  // Suspended until far ahead, and one whose end has passed.
  'userRoles/held': {
    role: 'user',
    updatedAt: at,
    suspension: {
      until: new Date('2999-01-01T00:00:00Z'),
      reason: 'Spam',
      suspendedBy: 'root',
      suspendedAt: at,
    },
  },
  'userRoles/freed': {
    role: 'user',
    updatedAt: at,
    suspension: { until: at, reason: 'Spam', suspendedBy: 'root', suspendedAt: at },
  },
});

const as = {
  visitor: () => env().unauthenticatedContext().storage(),
  member: (uid: string) => env().authenticatedContext(uid).storage(),
  admin: () => env().authenticatedContext('root', { role: 'admin' }).storage(),
};

const jpeg = (bytes = 1000) => new Uint8Array(bytes);
const put = (storage: ReturnType<typeof as.visitor>, path: string, type: string, bytes = 1000) =>
  Promise.resolve(storage.ref(path).put(jpeg(bytes), { contentType: type }));
const upload = (uid: string, kind = 'avatar', uploadId = 'u1') =>
  `members/${uid}/uploads/${kind}/${uploadId}`;

/** Files as processPictureUpload leaves them. */
async function storeServed(paths: string[]) {
  await env().withSecurityRulesDisabled(async (owner) => {
    for (const path of paths) {
      await owner.storage().ref(path).put(jpeg(), { contentType: 'image/webp' });
    }
  });
}

describe('members/{uid}/uploads: the originals', () => {
  it.each(['avatar', 'banner'])('let a member upload a %s into their own folder', async (kind) => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      await assertSucceeds(put(as.member('alice'), upload('alice', kind, type.slice(6)), type));
    }
    // A new upload never overwrites another.
    await assertFails(put(as.member('alice'), upload('alice', kind, 'jpeg'), 'image/jpeg'));
  });

  it('refuse another type, more than 10 MB, or another kind of folder', async () => {
    const alice = as.member('alice');
    for (const type of ['image/svg+xml', 'text/html', 'application/octet-stream', 'image/gif']) {
      await assertFails(put(alice, upload('alice'), type));
    }
    await assertFails(put(alice, upload('alice'), 'image/jpeg', PICTURE_MAX_BYTES + 1));
    await assertFails(put(alice, upload('alice', 'wallpaper'), 'image/jpeg'));
    await assertFails(put(alice, 'members/alice/avatar/u1/s48.webp', 'image/webp'));
  });

  it('refuse someone else’s folder: another member, an admin, a visitor', async () => {
    await assertFails(put(as.member('bob'), upload('alice'), 'image/jpeg'));
    await assertFails(put(as.admin(), upload('alice'), 'image/jpeg'));
    await assertFails(put(as.visitor(), upload('alice'), 'image/jpeg'));
  });

  it('refuse a deleted member’s still-valid token', async () => {
    await assertFails(put(as.member('gone'), upload('gone'), 'image/jpeg'));
  });

  it('refuse a suspended member’s upload until the suspension’s end has passed', async () => {
    await assertFails(put(as.member('held'), upload('held'), 'image/jpeg'));
    await assertSucceeds(put(as.member('freed'), upload('freed'), 'image/jpeg'));
  });

  it('let nobody read, list or delete an original, its member included', async () => {
    await storeServed([upload('alice')]);
    for (const storage of [as.member('alice'), as.admin(), as.visitor()]) {
      await assertFails(storage.ref(upload('alice')).getMetadata());
      await assertFails(storage.ref(upload('alice')).delete());
      await assertFails(storage.ref('members/alice/uploads/avatar').listAll());
    }
  });
});

describe('members/{uid}/avatar and banner: the served files', () => {
  const avatar = 'members/alice/avatar/u1/s96.webp';
  const privateBanner = 'members/alice/banner/u1/banner.webp';
  const publicBanner = 'members/bob/banner/u1/banner.webp';

  it('let everyone read an avatar, as public as the card that names it', async () => {
    await storeServed([avatar]);
    for (const storage of [as.visitor(), as.member('stan'), as.member('alice')]) {
      await assertSucceeds(storage.ref(avatar).getMetadata());
    }
  });

  it('let a private profile’s owner, friends and admins read its banner, and nobody else', async () => {
    await storeServed([privateBanner]);
    for (const storage of [as.member('alice'), as.member('fred'), as.admin()]) {
      await assertSucceeds(storage.ref(privateBanner).getMetadata());
    }
    for (const storage of [as.visitor(), as.member('stan'), as.member('pete')]) {
      await assertFails(storage.ref(privateBanner).getMetadata());
    }
  });

  it('let everyone read a public profile’s banner', async () => {
    await storeServed([publicBanner]);
    await assertSucceeds(as.visitor().ref(publicBanner).getMetadata());
  });

  it('let no client write or delete a served file, its member and admins included', async () => {
    await storeServed([avatar, privateBanner]);
    for (const storage of [as.member('alice'), as.admin(), as.visitor()]) {
      for (const path of [avatar, privateBanner]) {
        await assertFails(put(storage, path, 'image/webp'));
        await assertFails(storage.ref(path).delete());
      }
    }
  });

  it('let the admin SDK, as functions use it, write and read', async () => {
    await env().withSecurityRulesDisabled(async (owner) => {
      await assertSucceeds(put(owner.storage(), 'members/alice/avatar/u2/s48.webp', 'image/webp'));
      await assertSucceeds(owner.storage().ref('members/alice/avatar/u2/s48.webp').getMetadata());
    });
  });
});

// Every member appears in the admin User Management list, with what it shows, sorts and searches
// by (userRoleMirrorFields): each profile write copies the names into `userRoles/{uid}`, creating
// it with the default role when the member has none yet (setUserRole may have written it first,
// and then the role stays). A transaction reads the mirror first, so a write that changes
// nothing (a redelivered event, an edit of the bio) writes nothing.
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  DEFAULT_ROLE,
  avatarUrlsOf,
  paths,
  userRoleMirrorFields,
  userRoleSchema,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { storedDoc } from '../shared/stored.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const mirrorMemberProfile = onDocumentWritten('profiles/{uid}', async (event) => {
  const profile = event.data?.after;
  // Profiles are never deleted by clients; an admin-SDK deletion leaves the role where it was.
  if (!profile?.exists) return;
  const mirror = storedDoc(userRoleSchema, `${paths.userRoles}/${event.params.uid}`);
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(mirror);
    const expected = userRoleMirrorFields({
      username: text(profile.get('username')),
      displayName: text(profile.get('displayName')),
      avatar: avatarUrlsOf(profile.get('avatar')),
    });
    if (!current.exists) {
      transaction.create(mirror, {
        role: DEFAULT_ROLE,
        updatedAt: FieldValue.serverTimestamp(),
        ...expected,
      });
      return;
    }
    const same = Object.entries(expected).every(
      ([field, value]) => JSON.stringify(current.get(field)) === JSON.stringify(value),
    );
    if (!same) transaction.update(mirror, { ...expected });
  });
});

// Every member appears in the admin User Management list, with what it shows, sorts and searches
// by (userRoleMirrorFields): each profile write copies the names into `userRoles/{uid}`, creating
// it with the default role when the member has none yet (setUserRole may have written it first,
// and then the role stays). A transaction reads the mirror first, so a write that changes
// nothing (a redelivered event, an edit of the bio) writes nothing.
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  DEFAULT_ROLE,
  paths,
  profileSchema,
  readStoredFields,
  userRoleMirrorFields,
  userRoleSchema,
  text,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { storedDoc } from '../shared/stored.js';

export const mirrorMemberProfile = onDocumentWritten('profiles/{uid}', async (event) => {
  const profile = event.data?.after;
  // Profiles are never deleted by clients; an admin-SDK deletion leaves the role where it was.
  if (!profile?.exists) return;
  const mirror = storedDoc(userRoleSchema, `${paths.userRoles}/${event.params.uid}`);
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(mirror);
    const card = profile.data() ?? {};
    // Names as stored, whatever the form allows now: the field reader, not the card's schema.
    const expected = userRoleMirrorFields({
      username: text(card['username']),
      displayName: text(card['displayName']),
      avatar: readStoredFields(profileSchema, card, ['avatar']).avatar ?? null,
    });
    if (!current.exists) {
      transaction.create(mirror, {
        role: DEFAULT_ROLE,
        updatedAt: FieldValue.serverTimestamp(),
        ...expected,
      });
      return;
    }
    const fields = Object.keys(expected) as (keyof typeof expected)[];
    const mirrored = readStoredFields(userRoleSchema, current.data(), fields);
    const same = fields.every(
      (field) => JSON.stringify(mirrored[field]) === JSON.stringify(expected[field]),
    );
    if (!same) transaction.update(mirror, { ...expected });
  });
});

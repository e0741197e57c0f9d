// Keeps both members' `friendCount` exact: +1 each when their friendship becomes accepted (the
// addressee accepting), -1 each when an accepted friendship is removed. Pending requests count
// for nobody, and a member deleting their account counts no more (shared/deleted-members.ts).
// Each write is applied once (shared/apply-once.ts), so a redelivered event changes nothing
// twice, and increments commute, so the order events arrive in does not matter.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { friendshipSchema, readStoredFields } from '@salon/domain';
import { applyOnce } from '../shared/apply-once.js';
import { deletedMembersAmong } from '../shared/deleted-members.js';
import { writeKey } from '../shared/incarnation.js';
import { appliedSocialEventRef, membersOf, profileStatsRef } from './social-refs.js';

export const countFriends = onDocumentWritten('friendships/{friendshipId}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  const wereFriends = isAccepted(before);
  const areFriends = isAccepted(after);
  if (wereFriends === areFriends) return;
  const pair = membersOf(areFriends ? after : before, ['requesterId', 'addresseeId']);
  const key = writeKey(before, after);
  if (!pair || key === null) return;
  const delta = FieldValue.increment(areFriends ? 1 : -1);
  const members = [pair.requesterId, pair.addresseeId];
  const deleted = await deletedMembersAmong(members);
  await applyOnce(appliedSocialEventRef(key), (batch) => {
    for (const uid of members) {
      if (!deleted.has(uid))
        batch.set(profileStatsRef(uid), { friendCount: delta }, { merge: true });
    }
  });
});

function isAccepted(snapshot: DocumentSnapshot | undefined): boolean {
  return readStoredFields(friendshipSchema, snapshot?.data(), ['status']).status === 'accepted';
}

// Keeps `followerCount` of the followed member and `followingCount` of the follower exact: +1
// each when a follow is created, -1 each when it is deleted. Increments never read the counts, so
// fifty members following one member at once do not contend, and each write is applied once
// (shared/apply-once.ts), so a redelivered event changes nothing twice.
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyOnce } from '../shared/apply-once.js';
import { createdOrDeleted } from '../shared/created-or-deleted.js';
import { deletedMembersAmong } from '../shared/deleted-members.js';
import { writeKey } from '../shared/incarnation.js';
import { appliedSocialEventRef, membersOf, profileStatsRef } from './social-refs.js';

export const countFollows = onDocumentWritten('follows/{followId}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  const change = createdOrDeleted(before, after);
  const follow = membersOf(change?.snapshot, ['followerId', 'followingId']);
  const key = writeKey(before, after);
  if (!change || !follow || key === null) return;
  const delta = FieldValue.increment(change.delta);
  // A member deleting their account counts no more (shared/deleted-members.ts).
  const deleted = await deletedMembersAmong([follow.followerId, follow.followingId]);
  await applyOnce(appliedSocialEventRef(key), (batch) => {
    // merge: a member's first count creates their stats document.
    if (!deleted.has(follow.followerId)) {
      batch.set(profileStatsRef(follow.followerId), { followingCount: delta }, { merge: true });
    }
    if (!deleted.has(follow.followingId)) {
      batch.set(profileStatsRef(follow.followingId), { followerCount: delta }, { merge: true });
    }
  });
});

// Members whose account is being or has been deleted (accounts/account-deletion.ts): counters
// and notifications write nothing for them, so a trigger that runs during or after a deletion
// cannot bring back a stats document or a notification under the old uid.
import { paths } from '@salon/domain';
import { db } from './admin.js';

/** Which of `uids` have deleted (or are deleting) their account; one read per uid. */
export async function deletedMembersAmong(uids: readonly string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const markers = await db.getAll(...uids.map((uid) => db.doc(paths.deletedMember(uid))));
  return new Set(markers.filter((marker) => marker.exists).map((marker) => marker.id));
}

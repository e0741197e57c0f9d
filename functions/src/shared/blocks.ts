// Whether one member blocked another: one read of users/{blocker}/blocks/{blocked},
// the document firestore.rules' hasBlocked() checks. Functions that reach a member for someone
// else (notifications, what a member may read of a profile) ask it here.
import { paths } from '@salon/domain';
import { db } from './admin.js';

export async function hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
  return (await db.doc(paths.block(blockerId, blockedId)).get()).exists;
}

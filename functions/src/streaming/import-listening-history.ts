// The history import's one server step: the aggregate the browser made of the member's export
// (never the file), checked by importListeningHistoryInput and stored as the section's history.
// A new import replaces the previous one, at most once per STREAMING_COOLDOWN_MS.
import { importListeningHistoryInput } from '@salon/domain';
import { onCall } from 'firebase-functions/v2/https';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { db } from '../shared/admin.js';
import { refuseWithinCooldown } from './cooldown.js';
import { readSection, writeSection } from './section.js';

export const importListeningHistory = onCall(async (request) => {
  const { uid } = await requireMember(request);
  const summary = parseInput(importListeningHistoryInput, request.data);
  await db.runTransaction(async (transaction) => {
    const section = await readSection(transaction, uid);
    refuseWithinCooldown(section.history?.lastSyncedAt);
    writeSection(transaction, uid, section, {
      history: { ...summary, countKind: 'plays', lastSyncedAt: new Date() },
    });
  });
  return { success: true, classicalTracksFound: summary.classicalTracksFound };
});

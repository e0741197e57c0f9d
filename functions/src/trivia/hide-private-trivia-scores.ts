// A member's leaderboard rows name them only while their profile is public: turning private
// takes their uid off every month's row ("A private member"), turning public puts it back.
// answerTrivia writes the flag as it reads it at each answer; this keeps rows written before in
// step. Idempotent: it writes what the profile says now, whatever event is delivered.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.js';
import { isPrivateCard } from '../shared/profile-privacy.js';
import { triviaScoreRef, triviaStatsRef } from './trivia-refs.js';

export const hideTriviaScoresOfPrivateMembers = onDocumentWritten(
  'profiles/{uid}',
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!after?.exists) return;
    if (before?.exists && isPrivateCard(before) === isPrivateCard(after)) return;
    const uid = event.params.uid;
    const stats = await triviaStatsRef(uid).get();
    if (!stats.exists) return;
    const scoreKey = stats.get('scoreKey') as string;
    const months = Object.keys((stats.get('monthlyPoints') as Record<string, number>) ?? {});
    const profile = await db.doc(after.ref.path).get();
    const memberId = isPrivateCard(profile) ? null : uid;
    const batch = db.batch();
    for (const month of months) {
      batch.set(triviaScoreRef(month, scoreKey), { memberId }, { merge: true });
    }
    await batch.commit();
  },
);

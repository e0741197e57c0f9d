// A member's rows on the games' weekly leaderboards name them only while their profile is public:
// turning private takes their uid off every row ("A private member"), turning public puts it back.
// answerGameQuestion writes the flag as it reads it at each round's end; this keeps older rows in
// step. Idempotent: it writes what the profile says now, whatever event is delivered.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';
import { isPrivateCard } from '../shared/profile-privacy.js';
import { gameScoreRef, gameStatsRef } from './game-refs.js';

export const showGameScoresAsProfileSays = onDocumentWritten('profiles/{uid}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  if (!after?.exists) return;
  if (before?.exists && isPrivateCard(before) === isPrivateCard(after)) return;
  const uid = event.params.uid;
  const stats = await gameStatsRef(uid).get();
  if (!stats.exists) return;
  const scoreKey = stats.get('scoreKey') as string;
  const memberId = isPrivateCard(await db.doc(paths.profile(uid)).get()) ? null : uid;
  const batch = db.batch();
  for (const week of stats.get('weeks') as string[]) {
    const [weekKey, game] = week.split('_') as [string, string];
    batch.update(gameScoreRef(weekKey, game, scoreKey), { memberId });
  }
  await batch.commit();
});

// Public lists name a member only while their profile is public: the trivia leaderboards, the
// badges' holder lists and the games' weekly leaderboards key their rows by a random key and carry
// the member's uid, or null ("A private member"). Each writes the flag as it reads the profile;
// this one trigger keeps every older row in step when the profile turns private or public. It
// writes what the profile says now, whatever event is delivered, so it is idempotent and events
// may arrive in any order.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { paths } from '@salon/domain';
import { nameInBadgeHolders } from '../badges/badge-holder-names.js';
import { nameInGameScores } from '../games/game-score-names.js';
import { db } from '../shared/admin.js';
import { isPrivateCard } from '../shared/profile-privacy.js';
import { nameInTriviaScores } from '../trivia/trivia-score-names.js';

const LISTS = [nameInTriviaScores, nameInBadgeHolders, nameInGameScores];

export const showMembersAsProfilesSay = onDocumentWritten('profiles/{uid}', async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  if (!after?.exists) return;
  if (before?.exists && isPrivateCard(before) === isPrivateCard(after)) return;
  const uid = event.params.uid;
  const memberId = isPrivateCard(await db.doc(paths.profile(uid)).get()) ? null : uid;
  const batch = db.batch();
  for (const nameIn of LISTS) await nameIn(uid, memberId, batch);
  await batch.commit();
});

// The badges of what a member's own records count: discussions read (a member's first counted
// view of a discussion creates its views/{uid}), friends and followers (profileStats, kept by
// countFriends and countFollows), trivia streaks (triviaStats, kept by answerTrivia) and a
// listening analysis (sections/streaming, written by the streaming functions).
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { awardBadges } from './award-badges.js';
import { hasListeningAnalysis } from './member-facts.js';

export const awardBadgesForReading = onDocumentCreated('threads/{threadId}/views/{uid}', (event) =>
  awardBadges(event.params.uid, ['discussionsRead']).then(() => undefined),
);

export const awardBadgesForSocial = onDocumentWritten('profileStats/{uid}', async (event) => {
  if (event.data?.after.exists) await awardBadges(event.params.uid, ['friends', 'followers']);
});

export const awardBadgesForTrivia = onDocumentWritten('triviaStats/{uid}', async (event) => {
  if (event.data?.after.exists) await awardBadges(event.params.uid, ['bestTriviaStreak']);
});

export const awardBadgesForStreaming = onDocumentWritten(
  'profiles/{uid}/sections/streaming',
  async (event) => {
    if (hasListeningAnalysis(event.data?.after.data())) {
      await awardBadges(event.params.uid, ['streamingAnalysed']);
    }
  },
);

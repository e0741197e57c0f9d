// Profile Complete: a picture, a bio and three sections filled. The card (picture, bio) and every
// section and collection of the profile may complete it; a write that empties one takes nothing
// back, as a deleted post takes back no badge.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { awardBadges } from './award-badges.js';

/** The profile's sub-collections that count as sections (pictureUploads, for one, does not). */
const SECTION_COLLECTIONS = new Set(['sections', 'recordings', 'concerts', 'albums', 'clips']);

export const awardBadgesForProfileCard = onDocumentWritten('profiles/{uid}', async (event) => {
  if (event.data?.after.exists) await awardBadges(event.params.uid, ['profileComplete']);
});

export const awardBadgesForProfileSection = onDocumentWritten(
  'profiles/{uid}/{collectionId}/{docId}',
  async (event) => {
    if (!event.data?.after.exists || !SECTION_COLLECTIONS.has(event.params.collectionId)) return;
    await awardBadges(event.params.uid, ['profileComplete']);
  },
);

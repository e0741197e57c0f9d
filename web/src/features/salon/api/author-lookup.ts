import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { paths } from '@salon/domain';
import { authorFromDoc } from './documents';
import type { AuthorProfile } from './types';

/**
 * Looks up the profile shown next to a post, by uid. Profiles change rarely and replies are
 * refetched on every change, so the profiles found are kept (not the failures, so a later look
 * may succeed). A failure reads as null ("Unknown User").
 */
export function createAuthorLookup(firestore: Firestore) {
  const profiles = new Map<string, AuthorProfile | null>();
  return async function fetchAuthor(uid: string): Promise<AuthorProfile | null> {
    if (profiles.has(uid)) return profiles.get(uid) ?? null;
    try {
      const author = authorFromDoc(await getDoc(doc(firestore, paths.profile(uid))));
      profiles.set(uid, author);
      return author;
    } catch (error) {
      console.warn('Could not fetch an author profile.', error);
      return null;
    }
  };
}

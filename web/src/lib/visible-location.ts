// A member's location as the reader may see it. It lives in the member's private details
// (`profiles/{uid}/sections/details`), so the rules refuse it for a private member to all but
// the member, friends and admins; the reader then gets ''. Profiles and the Users search use it.
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { paths } from '@salon/domain';

export async function readVisibleLocation(db: Firestore, uid: string): Promise<string> {
  try {
    const details = await getDoc(doc(db, paths.profileDetails(uid)));
    const location: unknown = details.data()?.['location'];
    return typeof location === 'string' ? location : '';
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'permission-denied') return '';
    throw error;
  }
}

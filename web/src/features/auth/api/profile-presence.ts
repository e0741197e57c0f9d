import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { paths } from '@salon/domain';

/** Whether `uid` has its profile (a member who has chosen a username). */
export async function hasProfile(firestore: Firestore, uid: string): Promise<boolean> {
  return (await getDoc(doc(firestore, paths.profile(uid)))).exists();
}

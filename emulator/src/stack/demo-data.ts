// Demo data for a first start, written through the admin SDK (so triggers run, as they would
// for real writes): accounts with their roles, their profiles and usernames.
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { paths } from '@salon/domain';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people.js';

export async function seedDemoData(app: App): Promise<void> {
  const auth = getAuth(app);
  const db = getFirestore(app);
  for (const person of DEMO_PEOPLE) {
    await auth.createUser({
      uid: person.uid,
      email: person.email,
      emailVerified: true,
      password: DEMO_PASSWORD,
      displayName: person.displayName,
    });
    if (person.role !== 'user') await auth.setCustomUserClaims(person.uid, { role: person.role });
    const batch = db.batch();
    batch.set(db.doc(paths.profile(person.uid)), {
      username: person.username,
      displayName: person.displayName,
      bio: person.bio,
      location: person.location,
      isPrivate: person.isPrivate,
      createdAt: FieldValue.serverTimestamp(),
    });
    batch.set(db.doc(paths.username(person.username)), { uid: person.uid });
    batch.set(db.doc(`${paths.userRoles}/${person.uid}`), { role: person.role });
    await batch.commit();
  }
}

// Demo data for a first start, written through the admin SDK so triggers run as they would for
// real writes: accounts, profiles and usernames (the role mirror of each new profile is the
// functions' work); staff get their role as setUserRole gives it.
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
    await batch.commit();
    if (person.role !== 'user') {
      await auth.setCustomUserClaims(person.uid, { role: person.role });
      await db
        .doc(`${paths.userRoles}/${person.uid}`)
        .set({ role: person.role, updatedAt: FieldValue.serverTimestamp() });
    }
  }
}

// Makes the first admin of a deployment (afterwards admins change roles in the app):
//   npm run grant-admin -- --email someone@example.com --project <project-id>
// Against a real project it uses Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS
// or `gcloud auth application-default login`); with FIREBASE_AUTH_EMULATOR_HOST and
// FIRESTORE_EMULATOR_HOST set it works on the local emulators. Sets the same custom claim and
// userRoles mirror as the setUserRole callable.
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const { values } = parseArgs({
  options: { email: { type: 'string' }, project: { type: 'string' } },
});
if (!values.email || !values.project) {
  console.error('usage: npm run grant-admin -- --email <member email> --project <project id>');
  process.exit(2);
}

const app = initializeApp({ projectId: values.project });
try {
  const member = await getAuth(app).getUserByEmail(values.email);
  await getAuth(app).setCustomUserClaims(member.uid, { ...member.customClaims, role: 'admin' });
  await getFirestore(app)
    .doc(`userRoles/${member.uid}`)
    .set({ role: 'admin', updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  console.log(
    `${values.email} (${member.uid}) is now an admin. They see it after signing in again.`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    `Could not make ${values.email} an admin: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}

// The Firebase web SDK outside the browser, against the stack's emulators (firebase.json,
// .firebaserc): for setting a scene that a walk does not need to click through, such as many
// members or an account disconnected before a retry.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { DEMO_PASSWORD } from './session.js';
import { signInWithPassword } from '../../support/password-sign-in.js';

const PROJECT_ID = 'demo-classical-home';
const HOST = '127.0.0.1';

/** A fresh client app connected to the emulators, deleted after `use`. */
async function withClient<Result>(
  use: (client: ReturnType<typeof connect>) => Promise<Result>,
): Promise<Result> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-key' },
    `e2e-${Date.now()}-${Math.random()}`,
  );
  try {
    return await use(connect(app));
  } finally {
    await deleteApp(app);
  }
}

function connect(app: ReturnType<typeof initializeApp>) {
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:9099`, { disableWarnings: true });
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, HOST, 8080);
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, HOST, 5001);
  return { auth, firestore, functions };
}

/** Calls the callable `name` as `email` (a demo password account) and returns its answer. */
export function callAs<Result>(email: string, name: string, data: object = {}): Promise<Result> {
  return withClient(async ({ auth, functions }) => {
    await signInWithPassword(auth, email, DEMO_PASSWORD);
    return (await httpsCallable<object, Result>(functions, name)(data)).data;
  });
}

/**
 * Signs members up as the sign-up form does (account, then username claim and profile in one
 * batch), each with the demo password and `{username}@e2e.example`.
 */
export async function signUpMembers(usernames: readonly string[]): Promise<void> {
  for (const username of usernames) {
    await withClient(async ({ auth, firestore }) => {
      const { user } = await createUserWithEmailAndPassword(
        auth,
        `${username}@e2e.example`,
        DEMO_PASSWORD,
      );
      const batch = writeBatch(firestore);
      batch.set(doc(firestore, 'usernames', username), { uid: user.uid });
      batch.set(doc(firestore, 'profiles', user.uid), {
        username,
        displayName: username,
        bio: '',
        location: '',
        isPrivate: false,
        createdAt: serverTimestamp(),
      });
      await batch.commit();
    });
  }
}

const AUTH_API = `http://${HOST}:9099/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
const OWNER_HEADERS = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** The uid of `email`'s account (the owner's REST). */
export async function uidOf(email: string): Promise<string> {
  const looked = await fetch(`${AUTH_API}/accounts:lookup`, {
    method: 'POST',
    headers: OWNER_HEADERS,
    body: JSON.stringify({ email: [email] }),
  });
  const { users } = (await looked.json()) as { users?: { localId: string }[] };
  const localId = users?.[0]?.localId;
  if (!localId) throw new Error(`no account for ${email}`);
  return localId;
}

/** Marks `email`'s address verified, as following the e-mailed link would (the owner's REST). */
export async function verifyEmailOf(email: string): Promise<void> {
  const localId = await uidOf(email);
  const updated = await fetch(`${AUTH_API}/accounts:update`, {
    method: 'POST',
    headers: OWNER_HEADERS,
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!updated.ok) throw new Error(`verifying ${email} failed: ${await updated.text()}`);
}

/**
 * Turns the project's switch that requires two-step verification of staff on or off
 * (config/staffSecurity), as its owners would with the admin SDK.
 */
export function setStaffTwoStepRequired(twoStepRequired: boolean): Promise<void> {
  return setDocumentFields('config/staffSecurity', { twoStepRequired });
}

const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;

/** A string field of a public document as a visitor reads it; null when absent. */
export function readStringField(path: string, field: string): Promise<string | null> {
  return withClient(async ({ firestore }) => {
    const value: unknown = (await getDoc(doc(firestore, path))).get(field);
    return typeof value === 'string' ? value : null;
  });
}

type OwnerValue = boolean | string | Date;

function restValue(value: OwnerValue) {
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  return { timestampValue: value.toISOString() };
}

/**
 * Sets fields of a document past the rules, as the project's owners would with the admin SDK
 * (the owner's REST): a scene no member could write, such as time having passed for the server.
 * Other fields stay as they are.
 */
export async function setDocumentFields(
  path: string,
  fields: Record<string, OwnerValue>,
): Promise<void> {
  const response = await fetch(`http://${HOST}:8080/v1/${DATABASE}/documents:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `${DATABASE}/documents/${path}`,
            fields: Object.fromEntries(
              Object.entries(fields).map(([key, value]) => [key, restValue(value)]),
            ),
          },
          updateMask: { fieldPaths: Object.keys(fields) },
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`setting ${path} failed: ${await response.text()}`);
}

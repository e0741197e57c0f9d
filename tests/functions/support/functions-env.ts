// What the functions suites share: fresh members signed in through the client SDK (callables and
// Firestore as the web app uses them), the admin SDK to look at results, and the functions host's
// own endpoints to wait for triggers and to deliver an event a second time.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFunctionsEmulator,
  FunctionsError,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { paths, type CallableInput, type CallableName, type CallableOutput } from '@salon/domain';
import { writeWithBudget } from '../../../web/src/lib/write-budget.js';
import { adminApp, signedInClient, stackEndpoints } from '../../support/stack-endpoints.js';

export const MEMBER_PASSWORD = 'functions-suite';

/** A trigger's work on a loaded two-core machine can take tens of seconds: a ceiling, not a wait. */
export const TRIGGERS = { timeoutMs: 90_000 };
let created = 0;

export const adminDb = () => getAdminFirestore(adminApp());

/** Calls callables by name as the web app does; `data` may be anything, to test refusals. */
export interface Caller {
  call<Name extends CallableName>(
    name: Name,
    data: CallableInput<Name> | Record<string, unknown> | null,
  ): Promise<CallableOutput<Name>>;
  close(): Promise<void>;
}

export interface Member extends Caller {
  uid: string;
  username: string;
  email: string;
  functions: Functions;
  firestore: Firestore;
}

function callerOf(functions: Functions): Caller['call'] {
  return async (name, data) =>
    (await httpsCallable(functions, name)(data)).data as CallableOutput<typeof name>;
}

/** A visitor: the client SDK with no one signed in. */
export function visitorClient(): Caller {
  const { projectId, functionsUrl } = stackEndpoints();
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, `visitor-${Math.random()}`);
  const functions = getFunctions(app);
  const url = new URL(functionsUrl);
  connectFunctionsEmulator(functions, url.hostname, Number(url.port));
  return { call: callerOf(functions), close: () => deleteApp(app) };
}

/**
 * A new account with a profile (notifications name members by username), signed in. `admin` (or
 * `role`) gives it the role claim and the `userRoles` mirror, as setUserRole does.
 */
export async function newMember(
  label: string,
  options: { admin?: boolean; role?: 'admin' | 'moderator' } = {},
) {
  const role = options.role ?? (options.admin ? 'admin' : null);
  created += 1;
  const username = `${label}-${process.pid}-${created}`.toLowerCase().slice(0, 20);
  const email = `${username}-${Date.now()}@functions.test`;
  const user = await getAuth(adminApp()).createUser({ email, password: MEMBER_PASSWORD });
  await adminDb().doc(`profiles/${user.uid}`).set({ username, displayName: label });
  if (role) {
    await getAuth(adminApp()).setCustomUserClaims(user.uid, { role });
    await adminDb()
      .doc(`userRoles/${user.uid}`)
      .set({ role, updatedAt: new Date() }, { merge: true });
  }
  const client = await signedInClient(email, MEMBER_PASSWORD);
  const firestore = getFirestore(client.app);
  const [host, port] = stackEndpoints().firestoreHost.split(':') as [string, string];
  connectFirestoreEmulator(firestore, host, Number(port));
  const member: Member = {
    uid: user.uid,
    username,
    email,
    functions: client.functions,
    firestore,
    call: callerOf(client.functions),
    close: () => client.close(),
  };
  return member;
}

/**
 * The refusal a call ends in: its code (without `functions/`), the function's message (the
 * client SDK appends the HTTP status, " [400]", which is not part of it) and details.
 */
export async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof FunctionsError)) throw error;
  return {
    code: error.code.replace('functions/', ''),
    message: error.message.replace(/ \[\d{3}\]$/, ''),
    details: error.details,
  };
}

/**
 * Waits until `path` has had `count` trigger events in all and every trigger they fired has run,
 * so a test reads a counter only after the functions that own it are done.
 */
export async function settled(path: string, count: number): Promise<void> {
  const url = `${stackEndpoints().functionsUrl}/_emulator/settled?document=${encodeURIComponent(path)}&count=${count}`;
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(`${path} did not see ${count} trigger events: ${response.status}`);
}

/** A document as the Firestore emulator reports it to the functions host (proto3 JSON), or null. */
export async function storedDocument(path: string): Promise<Record<string, unknown> | null> {
  const { projectId, firestoreHost } = stackEndpoints();
  const database = `projects/${projectId}/databases/(default)`;
  const response = await fetch(`http://${firestoreHost}/v1/${database}/documents:batchGet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ documents: [`${database}/documents/${path}`] }),
  });
  if (!response.ok)
    throw new Error(`batchGet ${path}: ${response.status} ${await response.text()}`);
  const [result] = (await response.json()) as [{ found?: Record<string, unknown> }];
  return result?.found ?? null;
}

/**
 * Delivers one document write to the functions host again, exactly as the emulator first sent
 * it (Cloud Functions delivers at least once), and waits until its triggers have run.
 */
export async function redeliver(
  path: string,
  write: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  eventsSoFar: number,
): Promise<void> {
  const { projectId, functionsUrl } = stackEndpoints();
  const name = `projects/${projectId}/databases/(default)/documents/${path}`;
  const time = String((write.after ?? write.before)?.updateTime ?? new Date().toISOString());
  const response = await fetch(`${functionsUrl}/_emulator/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: [{ name, ...write, time }] }),
  });
  if (response.status !== 202) throw new Error(`the functions host refused the event`);
  await settled(path, eventsSoFar + 1);
}

/**
 * What the web app writes (castVote): the member's own ballot, overwritten to change it, taking
 * one of the member's vote budget as the rules ask.
 */
export const vote = (voter: Member, pollId: string, options: string | readonly string[]) =>
  writeWithBudget(voter.firestore, voter.uid, 'vote', (transaction) => {
    transaction.set(doc(voter.firestore, paths.pollVote(pollId, voter.uid)), {
      pollId,
      optionIds: typeof options === 'string' ? [options] : [...options],
      userId: voter.uid,
      votedAt: serverTimestamp(),
    });
  });

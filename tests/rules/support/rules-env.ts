// One rules-unit-testing environment per test file, on the stack's Firestore with the project's
// own firestore.rules, and the five roles every collection is tested for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { stackEndpoints } from '../../support/stack-endpoints.js';

const rulesPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../firestore.rules',
);

export const OWNER = 'alice';
export const OTHER = 'bob';
export const ADMIN = 'root';

// Denials are what these suites assert; the SDK would also log each one as a stream error.
setLogLevel('error');

export async function rulesEnvironment(projectId: `demo-rules-${string}`) {
  const [host, port] = stackEndpoints().firestoreHost.split(':') as [string, string];
  return initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync(rulesPath, 'utf8') },
  });
}

// rules-unit-testing hands out the compat Firestore; the modular functions accept it at run time.
const modular = (firestore: unknown) => firestore as Firestore;

export function roles(env: RulesTestEnvironment) {
  return {
    visitor: () => modular(env.unauthenticatedContext().firestore()),
    owner: () => modular(env.authenticatedContext(OWNER).firestore()),
    other: () => modular(env.authenticatedContext(OTHER).firestore()),
    admin: () => modular(env.authenticatedContext(ADMIN, { role: 'admin' }).firestore()),
  };
}

/** Writes fixtures as the admin SDK would, bypassing rules. */
export async function seed(env: RulesTestEnvironment, documents: Record<string, object>) {
  await env.withSecurityRulesDisabled(async (context) => {
    const { doc, setDoc } = await import('firebase/firestore');
    const db = modular(context.firestore());
    for (const [documentPath, data] of Object.entries(documents)) {
      await setDoc(doc(db, documentPath), data);
    }
  });
}

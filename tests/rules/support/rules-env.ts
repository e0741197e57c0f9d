// One rules-unit-testing environment per test file, on the stack's Firestore with the project's
// own firestore.rules, and the six roles every collection is tested for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { stackEndpoints } from '../../support/stack-endpoints.js';

const rulesPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../firestore.rules',
);

/** The owner of the seeded documents. */
export const OWNER = 'alice';
/** Another member, who owns nothing seeded unless a suite says so. */
export const OTHER = 'bob';
/** A member signed in who has no documents at all yet (signing up). */
export const MEMBER = 'carol';
/** A member with the admin role (claim and userRoles document). */
export const ADMIN = 'root';
/** A member with the moderator role (staff for reports, nothing more). */
export const MODERATOR = 'mod';

/**
 * Where rules read a member's current role (firestore.rules, currentRole): seeded in every suite
 * for the admin and the moderator, as setUserRole writes it beside their claim.
 */
const STAFF_ROLES: Fixtures = {
  [`userRoles/${ADMIN}`]: { role: 'admin', updatedAt: new Date() },
  [`userRoles/${MODERATOR}`]: { role: 'moderator', updatedAt: new Date() },
};

// Denials are what these suites assert; the SDK would also log each one as a stream error.
setLogLevel('error');

export type Fixtures = Record<string, object>;

/**
 * The suite's lifecycle: one environment for the file (on its own demo project, so suites never
 * see each other's data), and before each test an empty database with `fixtures` seeded as the
 * admin SDK would write them. The roles and `seed` are for use inside tests.
 */
export function rulesSuite(projectId: `demo-rules-${string}`, fixtures: Fixtures) {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('the rules environment is used before beforeAll ran');
    return env;
  };
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId,
      firestore: { ...firestoreHost(), rules: readFileSync(rulesPath, 'utf8') },
    });
  });
  afterAll(async () => env?.cleanup());
  beforeEach(async () => {
    await current().clearFirestore();
    await seed({ ...STAFF_ROLES, ...fixtures });
  });

  /** Writes documents as the admin SDK would, bypassing rules. */
  async function seed(documents: Fixtures) {
    await current().withSecurityRulesDisabled(async (context) => {
      const { doc, setDoc } = await import('firebase/firestore');
      const db = modular(context.firestore());
      for (const [documentPath, data] of Object.entries(documents)) {
        await setDoc(doc(db, documentPath), data);
      }
    });
  }

  /** Deletes documents as the admin SDK would, bypassing rules. */
  async function remove(documentPaths: readonly string[]) {
    await current().withSecurityRulesDisabled(async (context) => {
      const { doc, deleteDoc } = await import('firebase/firestore');
      const db = modular(context.firestore());
      for (const documentPath of documentPaths) await deleteDoc(doc(db, documentPath));
    });
  }

  /** A document as stored (null when absent), read as the admin SDK would, bypassing rules. */
  async function peek(documentPath: string): Promise<Record<string, unknown> | null> {
    let data: Record<string, unknown> | null = null;
    await current().withSecurityRulesDisabled(async (context) => {
      const { doc, getDoc } = await import('firebase/firestore');
      const snapshot = await getDoc(doc(modular(context.firestore()), documentPath));
      data = snapshot.exists() ? snapshot.data() : null;
    });
    return data;
  }

  /**
   * Any signed-in member, for suites that need more roles than the five (friends, strangers), with
   * the token claims given (a demoted admin's stale `role`).
   */
  const signedInAs = (uid: string, claims: Record<string, unknown> = {}) => {
    const firestore = modular(current().authenticatedContext(uid, claims).firestore());
    signedInUids.set(modularInstance(firestore), uid);
    return firestore;
  };
  const as = {
    visitor: () => modular(current().unauthenticatedContext().firestore()),
    owner: () => signedInAs(OWNER),
    other: () => signedInAs(OTHER),
    member: () => signedInAs(MEMBER),
    admin: () => signedInAs(ADMIN, { role: 'admin' }),
    moderator: () => signedInAs(MODERATOR, { role: 'moderator' }),
  };
  return { as, seed, remove, signedInAs, peek };
}

/** Who is signed in to each Firestore the suites hand out (null: a visitor). */
const signedInUids = new WeakMap<object, string>();

export function uidOf(firestore: Firestore): string | null {
  return signedInUids.get(modularInstance(firestore)) ?? null;
}

function firestoreHost() {
  const [host, port] = stackEndpoints().firestoreHost.split(':') as [string, string];
  return { host, port: Number(port) };
}

/** The six roles every collection is tested for. */
export const ROLES = ['visitor', 'member', 'owner', 'other', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * One test per role: writing any of `writes` (create or overwrite) and deleting any of `deletes`
 * is refused, whatever the role owns. For the documents only functions write.
 */
export function itRefusesEveryClientWrite(
  as: Record<Role, () => Firestore>,
  writes: Fixtures,
  deletes: readonly string[],
) {
  it.each(ROLES)('refuse %s writing or deleting what only functions write', async (role) => {
    for (const [documentPath, data] of Object.entries(writes)) {
      await assertFails(setDoc(doc(as[role](), documentPath), data));
    }
    for (const documentPath of deletes) await assertFails(deleteDoc(doc(as[role](), documentPath)));
  });
}

// rules-unit-testing hands out the compat Firestore; the modular functions accept it at run time
// and work on the modular instance it wraps as `_delegate` (a DocumentReference's `firestore`).
const modular = (firestore: unknown) => firestore as Firestore;
const modularInstance = (firestore: object): object =>
  '_delegate' in firestore &&
  typeof firestore._delegate === 'object' &&
  firestore._delegate !== null
    ? firestore._delegate
    : firestore;

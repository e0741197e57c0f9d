// A rules-unit-testing environment on the stack's Storage emulator with the project's own
// storage.rules. The Storage emulator keeps one ruleset for every project (as firebase-tools'
// does), so every suite loads the same file; each suite works in its own demo project's bucket.
// The rules read Firestore (firestore.get/exists): `documents` are written there first, in the
// same project, as the admin SDK would.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { stackEndpoints } from '../../support/stack-endpoints.js';

const storageRulesPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../storage.rules',
);

export function storageRulesSuite(
  projectId: `demo-rules-${string}`,
  documents: Record<string, object> = {},
) {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    const endpoint = (hostAndPort: string) => {
      const [host, port] = hostAndPort.split(':') as [string, string];
      return { host, port: Number(port) };
    };
    const { storageHost, firestoreHost } = stackEndpoints();
    env = await initializeTestEnvironment({
      projectId,
      storage: { ...endpoint(storageHost), rules: readFileSync(storageRulesPath, 'utf8') },
      firestore: endpoint(firestoreHost),
    });
    await env.withSecurityRulesDisabled(async (context) => {
      const firestore = context.firestore();
      for (const [documentPath, data] of Object.entries(documents)) {
        await firestore.doc(documentPath).set(data);
      }
    });
  });
  afterAll(async () => env?.cleanup());
  return () => {
    if (!env) throw new Error('the storage rules environment is used before beforeAll ran');
    return env;
  };
}

// A rules-unit-testing environment on the stack's Storage emulator with the project's own
// storage.rules. The Storage emulator keeps one ruleset for every project (as firebase-tools'
// does), so every suite loads the same file; each suite works in its own demo project's bucket.
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

export function storageRulesSuite(projectId: `demo-rules-${string}`) {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    const [host, port] = stackEndpoints().storageHost.split(':') as [string, string];
    env = await initializeTestEnvironment({
      projectId,
      storage: { host, port: Number(port), rules: readFileSync(storageRulesPath, 'utf8') },
    });
  });
  afterAll(async () => env?.cleanup());
  return () => {
    if (!env) throw new Error('the storage rules environment is used before beforeAll ran');
    return env;
  };
}

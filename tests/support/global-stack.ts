// Starts the local stack once for every suite in tests/: the project's own firestore.rules,
// storage.rules, indexes and built functions, on free ports, with the demo data and nothing saved.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { defaultBucket, readProjectFiles, startLocalStack } from '@salon/local-stack/stack';
import type { StackEndpoints } from './stack-endpoints.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function startStackForTests(project: TestProject) {
  const projectId = 'demo-tests';
  const stack = await startLocalStack({
    root,
    projectId,
    host: '127.0.0.1',
    ports: { firestore: 0, auth: 0, functions: 0 },
    ...readProjectFiles(root),
    seedDemoData: true,
    web: false,
    log: () => undefined,
  });
  const endpoints: StackEndpoints = {
    projectId,
    firestoreHost: stack.env.FIRESTORE_EMULATOR_HOST,
    authHost: stack.env.FIREBASE_AUTH_EMULATOR_HOST,
    storageHost: stack.env.FIREBASE_STORAGE_EMULATOR_HOST,
    storageBucket: defaultBucket(projectId),
    functionsUrl: stack.functionsUrl,
    fakeSpotifyUrl: stack.spotify.url,
    mailInboxUrl: stack.mail.url,
  };
  project.provide('stack', endpoints);
  return () => stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackEndpoints;
  }
}

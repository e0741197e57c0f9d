// From an upload to a function: the web SDK writes to the Storage emulator, the bridge carries
// the change to the functions host, and the fixture's onObjectFinalized runs with the object,
// in the order the changes happened.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getStorage,
  ref,
  updateMetadata,
  uploadString,
} from 'firebase/storage';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStorageEmulator, type RunningStorageEmulator } from '@salon/emulator/storage';
import {
  cloudFunctionsEnvironment,
  defaultBucket,
  startFunctionsHost,
  type FunctionsHost,
} from './functions-host/index.js';
import { bridgeObjectChangesToFunctions } from './storage-trigger-bridge.js';

const projectId = 'demo-storage-bridge';
Object.assign(process.env, cloudFunctionsEnvironment(projectId));
const sample = await import('./functions-host/fixtures/sample-functions.mjs');
const OPEN_RULES = `rules_version = '2';
service firebase.storage { match /b/{bucket}/o { match /{p=**} { allow read, write; } } }`;

let storage: RunningStorageEmulator;
let host: FunctionsHost;
let bridge: ReturnType<typeof bridgeObjectChangesToFunctions>;
const app = initializeApp({
  projectId,
  apiKey: 'demo-key',
  storageBucket: defaultBucket(projectId),
});
const logged: string[] = [];

beforeAll(async () => {
  storage = await startStorageEmulator({ port: 0, rules: OPEN_RULES });
  host = await startFunctionsHost({
    projectId,
    functionsModule: sample,
    log: (line) => logged.push(line),
  });
  bridge = bridgeObjectChangesToFunctions({
    subscribe: (listener) => storage.state.subscribe(listener),
    storageOrigin: `http://127.0.0.1:${storage.port}`,
    functionsUrl: host.url,
    log: (line) => logged.push(line),
  });
  connectStorageEmulator(getStorage(app), '127.0.0.1', storage.port);
});
afterAll(async () => {
  bridge.close();
  await deleteApp(app);
  await host.stop();
  await storage.stop();
});

it('runs onObjectFinalized and onObjectMetadataUpdated for the default bucket, in order', async () => {
  const file = ref(getStorage(app), 'users/u1/avatar.png');
  await uploadString(file, 'png!', 'raw', { contentType: 'image/png' });
  await updateMetadata(file, { customMetadata: { caption: 'At the piano' } });
  await deleteObject(file); // the fixture's delete trigger watches another bucket: not fired
  await bridge.idle();
  await host.idle();
  expect(sample.received).toEqual([
    {
      fn: 'pictureUploaded',
      bucket: defaultBucket(projectId),
      name: 'users/u1/avatar.png',
      contentType: 'image/png',
      size: '4',
    },
    { fn: 'pictureRelabelled', metadata: expect.objectContaining({ caption: 'At the piano' }) },
  ]);
  expect(logged).toEqual([]);
});

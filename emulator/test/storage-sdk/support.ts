// What the Storage conformance suites share beyond test/storage's stack: firebase-admin's bucket
// pointed at the same emulator, and raw requests to its port (for the wire shapes the SDKs hide).
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { StorageEmulatorOptions } from '../../src/storage/index.js';
import {
  pointFirebaseAdminAt,
  startStorageTestStack,
  type StorageTestStack,
} from '../storage/support.js';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface StorageSdkStack extends StorageTestStack {
  /** firebase-admin's default bucket (@google-cloud/storage over the GCS JSON API). */
  adminBucket: Bucket;
  /** A request to the emulator's port, by path. */
  request(path: string, init?: RequestInit): Promise<Response>;
}

export async function startStorageSdkStack(
  projectId: string,
  options: Partial<StorageEmulatorOptions> = {},
): Promise<StorageSdkStack> {
  const stack = await startStorageTestStack(projectId, options);
  // firebase-admin reads these when its Storage client is made, just below.
  pointFirebaseAdminAt(stack.emulator);
  const adminApp: App = initializeApp(
    { projectId, storageBucket: stack.bucket },
    `storage-sdk-admin-${projectId}`,
  );
  const adminBucket = getStorage(adminApp).bucket();
  return {
    ...stack,
    adminBucket,
    request: (path, init) => fetch(`http://127.0.0.1:${stack.emulator.port}${path}`, init),
    async stop() {
      await deleteApp(adminApp);
      await stack.stop();
    },
  };
}

/** An unsigned ID token as rules-unit-testing makes them: the emulators decode it unverified. */
export function unsignedIdToken(claims: { sub: string; [claim: string]: unknown }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ user_id: claims.sub, ...claims })}.`;
}

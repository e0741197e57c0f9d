import { describe, expect, it } from 'vitest';
import { localSourcesOf, withLocalSources } from './local-sources.js';

const emulators = {
  auth: { host: '127.0.0.1', port: 9099 },
  firestore: { host: '127.0.0.1', port: 8080 },
  functions: { host: '127.0.0.1', port: 5001 },
  storage: { port: 9199 },
};

describe('the local Hosting’s Content-Security-Policy', () => {
  it('adds the emulators to connect-src, Storage to img-src, Auth to script-src and frame-src, and changes nothing else', () => {
    const policy =
      "default-src 'self'; script-src 'self' https://apis.google.com; img-src 'self' data:; connect-src 'self' https://firestore.googleapis.com; frame-src 'self' https://*.firebaseapp.com; frame-ancestors 'none'";
    expect(withLocalSources(policy, localSourcesOf(emulators))).toBe(
      "default-src 'self'; script-src 'self' https://apis.google.com http://127.0.0.1:9099; img-src 'self' data: http://127.0.0.1:9199; connect-src 'self' https://firestore.googleapis.com http://127.0.0.1:8080 http://127.0.0.1:9099 http://127.0.0.1:5001 http://127.0.0.1:9199; frame-src 'self' https://*.firebaseapp.com http://127.0.0.1:9099; frame-ancestors 'none'",
    );
  });

  it('leaves a policy without those directives as it is', () => {
    expect(withLocalSources("default-src 'self'", localSourcesOf(emulators))).toBe(
      "default-src 'self'",
    );
  });
});

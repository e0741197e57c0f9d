// The secrets of one authorization (RFC 7636 PKCE, S256): a verifier that never leaves the
// server, its challenge for the authorize URL, and an unguessable state binding the callback.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newAuthorizationSecrets(): {
  state: string;
  codeVerifier: string;
  codeChallenge: string;
} {
  // 48 random bytes: a 64-character verifier, inside PKCE's 43 to 128.
  const codeVerifier = randomBytes(48).toString('base64url');
  return {
    state: randomBytes(24).toString('base64url'),
    codeVerifier,
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
  };
}

/** Compares states in constant time, so a guess learns nothing from the time it takes. */
export function sameState(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

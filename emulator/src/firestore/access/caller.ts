// Who is calling, from the Authorization header every RPC carries: the owner (firebase-admin and
// rules-unit-testing's withSecurityRulesDisabled send `Bearer owner`), a signed-in user (an ID
// token, decoded without checking signature or expiry, as Google's emulator does), or nobody.
import { Code, RpcError, type JsonObject } from '../../rpc/contract.js';
import type { RulesAuth } from '../../rules/index.js';

export type Caller =
  /** Bypasses rules. */
  | { kind: 'owner' }
  /** Subject to rules; `auth` is null without an Authorization header. */
  | { kind: 'client'; auth: RulesAuth | null };

const OWNER_TOKEN = 'owner';

export function callerOf(authorization: string | undefined): Caller {
  if (authorization === undefined || authorization.trim() === '') {
    return { kind: 'client', auth: null };
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization.trim());
  if (!match) throw unauthenticated('the Authorization header is not a Bearer token');
  const token = match[1] as string;
  if (token === OWNER_TOKEN) return { kind: 'owner' };
  return { kind: 'client', auth: authFromIdToken(token) };
}

/**
 * `request.auth` from an ID token: the mock tokens of rules-unit-testing and the Auth emulator's
 * tokens are unsigned JWTs (`alg: none`); real tokens decode the same way. Neither the signature
 * nor `exp` is checked: mock tokens expire in 1970 on purpose.
 */
export function authFromIdToken(token: string): RulesAuth {
  const [, payloadPart] = token.split('.');
  if (payloadPart === undefined) throw unauthenticated('the ID token is not a JWT');
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    throw unauthenticated('the ID token payload is not JSON');
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw unauthenticated('the ID token payload is not an object');
  }
  const claims = payload as JsonObject;
  const uid = typeof claims.sub === 'string' ? claims.sub : claims.user_id;
  if (typeof uid !== 'string' || uid === '') {
    throw unauthenticated('the ID token has no "sub" or "user_id"');
  }
  return { uid, token: claims };
}

function unauthenticated(why: string): RpcError {
  return new RpcError(Code.UNAUTHENTICATED, `Invalid Authorization: ${why}.`);
}

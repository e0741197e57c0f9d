// The tokens an Auth emulator issues: ID tokens are unsigned JWTs (`alg: none`, empty signature)
// with the claims Google's carry, which firebase-admin and firebase-functions accept when pointed
// at an emulator; refresh tokens are opaque to clients and carry what a refresh needs.
import { PASSWORD_PROVIDER, unixSeconds, type AccountRecord } from './accounts.js';
import { check } from './errors.js';

export const ANONYMOUS_PROVIDER = 'anonymous';
export const CUSTOM_PROVIDER = 'custom';

/** How long an ID token lives, as Google's: one hour. */
const ID_TOKEN_SECONDS = 60 * 60;

/** Claims a member's custom claims may not set (they would forge the token's own). */
export const RESERVED_CLAIMS = new Set([
  ...['iss', 'aud', 'sub', 'iat', 'exp', 'nbf', 'jti', 'nonce', 'azp', 'acr', 'amr', 'cnf'],
  ...['auth_time', 'firebase', 'at_hash', 'c_hash'],
]);

export interface IdTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  user_id: string;
  iat: number;
  exp: number;
  auth_time: number;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  firebase: {
    identities: Record<string, string[]>;
    sign_in_provider: string;
    sign_in_second_factor?: string;
    second_factor_identifier?: string;
  };
  [customClaim: string]: unknown;
}

export interface Tokens {
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

/** How a session began: the first factor, and the second one where the account has one. */
export interface SignInSession {
  provider: string;
  secondFactor?: { factorId: string; enrollmentId: string };
  /** A custom token's `claims`: in every ID token of that session, refreshes included. */
  developerClaims?: Record<string, unknown>;
}

interface RefreshTokenRecord extends SignInSession {
  emulatorRefreshToken: 1;
  projectId: string;
  localId: string;
  /** When it was issued (seconds): revoking (validSince) refuses older ones, as Google does. */
  iat: number;
}

export function issueTokens(
  projectId: string,
  account: AccountRecord,
  now: Date,
  session: SignInSession = { provider: PASSWORD_PROVIDER },
): Tokens {
  const iat = unixSeconds(now);
  const customClaims = JSON.parse(account.customAttributes ?? '{}') as Record<string, unknown>;
  const claims: IdTokenClaims = {
    ...(account.displayName !== undefined && { name: account.displayName }),
    ...(account.photoUrl !== undefined && { picture: account.photoUrl }),
    ...customClaims,
    ...session.developerClaims,
    ...(account.email !== undefined && {
      email: account.email,
      email_verified: account.emailVerified ?? false,
    }),
    // Google's anonymous tokens say so at the top level too.
    ...(session.provider === ANONYMOUS_PROVIDER && { provider_id: ANONYMOUS_PROVIDER }),
    auth_time: Math.floor(Number(account.lastLoginAt ?? now.getTime()) / 1000),
    user_id: account.localId,
    firebase: {
      identities: identitiesOf(account),
      sign_in_provider: session.provider,
      ...(session.secondFactor && {
        sign_in_second_factor: session.secondFactor.factorId,
        second_factor_identifier: session.secondFactor.enrollmentId,
      }),
    },
    iat,
    exp: iat + ID_TOKEN_SECONDS,
    aud: projectId,
    iss: `https://securetoken.google.com/${projectId}`,
    sub: account.localId,
  };
  const refresh: RefreshTokenRecord = {
    emulatorRefreshToken: 1,
    projectId,
    localId: account.localId,
    ...session,
    iat,
  };
  return {
    idToken: `${base64UrlJson({ alg: 'none', typ: 'JWT' })}.${base64UrlJson(claims)}.`,
    refreshToken: base64UrlJson(refresh),
    expiresIn: String(ID_TOKEN_SECONDS),
  };
}

/** The token's `firebase.identities`: the e-mail, and each linked provider's id there (as Google's). */
function identitiesOf(account: AccountRecord): Record<string, string[]> {
  const identities: Record<string, string[]> = account.email ? { email: [account.email] } : {};
  for (const info of account.providerUserInfo ?? []) {
    if (info.providerId !== PASSWORD_PROVIDER && info.rawId) {
      identities[info.providerId] = [info.rawId];
    }
  }
  return identities;
}

/** The claims of an ID token this emulator (or Google's) issued; its signature is not checked. */
export function readIdToken(idToken: unknown): IdTokenClaims {
  check(typeof idToken === 'string' && idToken !== '', 'MISSING_ID_TOKEN');
  const claims = parseJson(idToken.split('.')[1]);
  check(
    isObject(claims) && typeof claims.user_id === 'string' && typeof claims.iat === 'number',
    'INVALID_ID_TOKEN',
  );
  return claims as IdTokenClaims;
}

export function readRefreshToken(refreshToken: unknown): RefreshTokenRecord {
  check(typeof refreshToken === 'string' && refreshToken !== '', 'MISSING_REFRESH_TOKEN');
  const record = parseJson(refreshToken);
  check(
    isObject(record) &&
      record.emulatorRefreshToken === 1 &&
      typeof record.localId === 'string' &&
      typeof record.projectId === 'string' &&
      typeof record.provider === 'string' &&
      typeof record.iat === 'number',
    'INVALID_REFRESH_TOKEN',
  );
  return record as unknown as RefreshTokenRecord;
}

/** Whether a token issued at `iat` (seconds) is still valid for `account` (not revoked since). */
export function issuedAfterRevocation(account: AccountRecord, iat: number): boolean {
  return account.validSince === undefined || iat >= Number(account.validSince);
}

export function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function parseJson(base64Url: string | undefined): unknown {
  try {
    return JSON.parse(Buffer.from(base64Url ?? '', 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// What every operation shares: the request's context, and the checks and tokens of a session
// (who an ID token names, the tokens a sign-in ends with, the second step an enrolled account
// must take first).
import { unixSeconds, type AccountRecord, type ProjectAccounts } from './accounts.js';
import { check } from './errors.js';
import type { SendOobMail } from './mail.js';
import type { SignInMethods } from './sign-in-methods.js';
import {
  base64UrlJson,
  isObject,
  issueTokens,
  issuedAfterRevocation,
  parseJson,
  readIdToken,
  type IdTokenClaims,
  type SignInSession,
} from './tokens.js';

export interface OperationContext {
  accounts: ProjectAccounts;
  /** The caller is the project's owner (an admin SDK), not a member. */
  privileged: boolean;
  /** What the project allows members to sign in with (the owner is never refused). */
  methods: SignInMethods;
  now: Date;
  /** Where out-of-band links point (the emulator's own `/emulator/action` page). */
  emulatorUrl: string;
  log: (line: string) => void;
  /** Sends the e-mail of an out-of-band code, when the emulator has an SMTP server. */
  sendMail?: SendOobMail | undefined;
}

export type RequestBody = Record<string, unknown>;

/** How long Google treats a sign-in as recent for sensitive changes (a second factor). */
const RECENT_SIGN_IN_SECONDS = 5 * 60;
/** How long a sign-in waits for its second factor (our choice: docs/local-stack.md). */
const MFA_PENDING_SECONDS = 10 * 60;

/** Tokens for a member who just proved who they are. */
export function signedIn(
  context: OperationContext,
  account: AccountRecord,
  session?: SignInSession,
) {
  const refreshed = context.accounts.update(account.localId, {
    lastRefreshAt: context.now.toISOString(),
  });
  return issueTokens(context.accounts.projectId, refreshed, context.now, session);
}

/** The account an ID token names, if that session still stands. */
export function accountOfIdToken(accounts: ProjectAccounts, idToken: unknown): AccountRecord {
  return sessionOfIdToken(accounts, idToken).account;
}

/** The account an ID token names and the token's claims, if that session still stands. */
export function sessionOfIdToken(
  accounts: ProjectAccounts,
  idToken: unknown,
): { account: AccountRecord; claims: IdTokenClaims; session: SignInSession } {
  const claims = readIdToken(idToken);
  check(claims.aud === accounts.projectId, 'INVALID_ID_TOKEN');
  const account = accounts.byId(claims.user_id);
  check(account, 'USER_NOT_FOUND');
  check(issuedAfterRevocation(account, claims.iat), 'TOKEN_EXPIRED');
  check(!account.disabled, 'USER_DISABLED');
  const factor = claims.firebase?.sign_in_second_factor;
  const enrollmentId = claims.firebase?.second_factor_identifier;
  return {
    account,
    claims,
    session: {
      provider: claims.firebase?.sign_in_provider ?? 'password',
      ...(factor && enrollmentId && { secondFactor: { factorId: factor, enrollmentId } }),
    },
  };
}

/** Refuses a session older than Google's "recent sign-in" for a sensitive change. */
export function requireRecentSignIn(claims: IdTokenClaims, now: Date): void {
  check(
    unixSeconds(now) - claims.auth_time <= RECENT_SIGN_IN_SECONDS,
    'CREDENTIAL_TOO_OLD_LOGIN_AGAIN',
  );
}

export function validEmail(email: string): string {
  check(/^[^@]+@[^@]+$/.test(email), 'INVALID_EMAIL');
  return email.toLowerCase();
}

interface MfaPendingRecord {
  emulatorMfaPending: 1;
  projectId: string;
  localId: string;
  provider: string;
  /** Seconds since the epoch. */
  iat: number;
}

/**
 * A first factor proved for an account with a second one: no tokens yet, but the pending
 * credential `mfaSignIn:finalize` takes with the code, and the enrolled factors (as Google answers
 * `MFA_REQUIRED`; the SDKs turn it into `auth/multi-factor-auth-required`).
 */
export function mfaPending(context: OperationContext, account: AccountRecord, provider: string) {
  const record: MfaPendingRecord = {
    emulatorMfaPending: 1,
    projectId: context.accounts.projectId,
    localId: account.localId,
    provider,
    iat: unixSeconds(context.now),
  };
  return {
    mfaPendingCredential: base64UrlJson(record),
    mfaInfo: account.mfaInfo ?? [],
  };
}

export function needsSecondFactor(account: AccountRecord): boolean {
  return (account.mfaInfo?.length ?? 0) > 0;
}

/** The account and first factor a pending credential stands for, while it is fresh. */
export function readMfaPending(
  context: OperationContext,
  credential: unknown,
): { account: AccountRecord; provider: string } {
  check(
    typeof credential === 'string' && credential !== '',
    'MISSING_CREDENTIAL : Please set MFA Pending Credential.',
  );
  const record = parseJson(credential);
  check(
    isObject(record) &&
      record.emulatorMfaPending === 1 &&
      typeof record.localId === 'string' &&
      typeof record.provider === 'string' &&
      typeof record.iat === 'number',
    'INVALID_MFA_PENDING_CREDENTIAL',
  );
  const pending = record as unknown as MfaPendingRecord;
  check(pending.projectId === context.accounts.projectId, 'INVALID_MFA_PENDING_CREDENTIAL');
  check(
    unixSeconds(context.now) - pending.iat <= MFA_PENDING_SECONDS,
    'INVALID_MFA_PENDING_CREDENTIAL',
  );
  const account = context.accounts.byId(pending.localId);
  check(account, 'INVALID_MFA_PENDING_CREDENTIAL');
  check(issuedAfterRevocation(account, pending.iat), 'INVALID_MFA_PENDING_CREDENTIAL');
  check(!account.disabled, 'USER_DISABLED');
  return { account, provider: pending.provider };
}

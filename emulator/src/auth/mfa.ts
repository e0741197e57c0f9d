// Two-factor sign-in with a time-based one-time password (TOTP), Identity Toolkit v2: enrolment
// (start hands out a shared secret, finalize takes the first code), withdrawal, and the second
// step of a sign-in (`mfaSignIn:finalize` with the code). The codes are checked with `otpauth`
// using the parameters Google hands out (SHA1, 6 digits, 30 s) and Google's default window of
// five intervals either side. SMS factors are never served (as a project with them off answers);
// TOTP ones only where the project's sign-in methods allow them.
import { Secret, TOTP } from 'otpauth';
import type { AccountRecord, MfaEnrollment } from './accounts.js';
import { AuthApiError, check } from './errors.js';
import {
  readMfaPending,
  requireRecentSignIn,
  sessionOfIdToken,
  signedIn,
  type OperationContext,
  type RequestBody,
} from './session.js';
import { isObject } from './tokens.js';

const TOTP_FACTOR = 'totp';
const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Google's default `adjacentIntervals`: codes of the five periods before or after count. */
const ADJACENT_INTERVALS = 5;
/** How long a begun enrollment waits for its first code (our choice: docs/local-stack.md). */
const ENROLLMENT_SECONDS = 10 * 60;
/** Google's limit of second factors per account. */
const MAX_FACTORS = 5;
const SMS_OFF = 'OPERATION_NOT_ALLOWED : SMS based MFA not enabled.';
const TOTP_OFF = 'OPERATION_NOT_ALLOWED : TOTP based MFA not enabled.';

/** Whether `code` is the current one (within the window) for `secret`, at `now`. */
function totpCodeMatches(secret: string, code: string, now: Date): boolean {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    ...TOTP_PARAMETERS,
    timestamp: now.getTime(),
    window: ADJACENT_INTERVALS,
  });
  return delta !== null;
}

export function mfaEnrollmentStart(context: OperationContext, body: RequestBody) {
  const { accounts, now } = context;
  check(body.idToken, 'MISSING_ID_TOKEN');
  const { account, claims } = sessionOfIdToken(accounts, body.idToken);
  if (body.phoneEnrollmentInfo !== undefined) throw new AuthApiError(400, SMS_OFF);
  check(isObject(body.totpEnrollmentInfo), 'INVALID_ARGUMENT : ((Missing totpEnrollmentInfo.))');
  check(context.methods.totp, TOTP_OFF);
  requireRecentSignIn(claims, now);
  check(
    account.emailVerified,
    'UNVERIFIED_EMAIL : Need to verify email first before enrolling second factors.',
  );
  check((account.mfaInfo?.length ?? 0) < MAX_FACTORS, 'SECOND_FACTOR_LIMIT_EXCEEDED');
  const secret = new Secret({ size: 20 }).base32;
  const expiresAt = now.getTime() + ENROLLMENT_SECONDS * 1000;
  const sessionInfo = accounts.addTotpEnrollment({ localId: account.localId, secret, expiresAt });
  return {
    totpSessionInfo: {
      sharedSecretKey: secret,
      verificationCodeLength: TOTP_PARAMETERS.digits,
      hashingAlgorithm: TOTP_PARAMETERS.algorithm,
      periodSec: TOTP_PARAMETERS.period,
      sessionInfo,
      finalizeEnrollmentTime: new Date(expiresAt).toISOString(),
    },
  };
}

export function mfaEnrollmentFinalize(context: OperationContext, body: RequestBody) {
  const { accounts, now } = context;
  check(body.idToken, 'MISSING_ID_TOKEN');
  const { account, session } = sessionOfIdToken(accounts, body.idToken);
  if (body.phoneVerificationInfo !== undefined) throw new AuthApiError(400, SMS_OFF);
  const info = body.totpVerificationInfo;
  check(isObject(info), 'INVALID_ARGUMENT : ((Missing totpVerificationInfo.))');
  check(context.methods.totp, TOTP_OFF);
  check(typeof info.sessionInfo === 'string' && info.sessionInfo !== '', 'MISSING_SESSION_INFO');
  check(typeof info.verificationCode === 'string' && info.verificationCode !== '', 'MISSING_CODE');
  const pending = accounts.totpEnrollment(info.sessionInfo);
  check(pending && pending.localId === account.localId, 'INVALID_SESSION_INFO');
  check(now.getTime() <= pending.expiresAt, 'SESSION_EXPIRED');
  check(totpCodeMatches(pending.secret, info.verificationCode, now), 'INVALID_CODE');
  accounts.endTotpEnrollment(info.sessionInfo);

  const enrollment: MfaEnrollment = {
    mfaEnrollmentId: newEnrollmentId(account),
    ...(typeof body.displayName === 'string' &&
      body.displayName !== '' && { displayName: body.displayName }),
    enrolledAt: now.toISOString(),
    totpInfo: {},
  };
  const updated = accounts.update(account.localId, {
    mfaInfo: [...(account.mfaInfo ?? []), enrollment],
    totpSecrets: { ...account.totpSecrets, [enrollment.mfaEnrollmentId]: pending.secret },
  });
  const { idToken, refreshToken } = signedIn(context, updated, {
    provider: session.provider,
    secondFactor: { factorId: TOTP_FACTOR, enrollmentId: enrollment.mfaEnrollmentId },
  });
  return { idToken, refreshToken };
}

export function mfaEnrollmentWithdraw(context: OperationContext, body: RequestBody) {
  const { accounts, now } = context;
  check(body.idToken, 'MISSING_ID_TOKEN');
  const { account, claims, session } = sessionOfIdToken(accounts, body.idToken);
  requireRecentSignIn(claims, now);
  const enrollmentId = body.mfaEnrollmentId;
  const remaining = (account.mfaInfo ?? []).filter(
    (enrollment) => enrollment.mfaEnrollmentId !== enrollmentId,
  );
  check(
    typeof enrollmentId === 'string' && remaining.length < (account.mfaInfo?.length ?? 0),
    'MFA_ENROLLMENT_NOT_FOUND',
  );
  const { [enrollmentId]: _withdrawn, ...secrets } = account.totpSecrets ?? {};
  const updated = accounts.update(account.localId, {
    mfaInfo: remaining.length > 0 ? remaining : undefined,
    totpSecrets: Object.keys(secrets).length > 0 ? secrets : undefined,
  });
  const stillProved =
    session.secondFactor && session.secondFactor.enrollmentId !== enrollmentId
      ? session
      : { provider: session.provider };
  const { idToken, refreshToken } = signedIn(context, updated, stillProved);
  return { idToken, refreshToken };
}

/** Only SMS factors start with a call (to send the text); they are off for this project. */
export function mfaSignInStart(context: OperationContext, body: RequestBody): never {
  check(
    body.mfaPendingCredential,
    'MISSING_MFA_PENDING_CREDENTIAL : Request does not have MFA pending credential.',
  );
  readMfaPending(context, body.mfaPendingCredential);
  throw new AuthApiError(400, SMS_OFF);
}

export function mfaSignInFinalize(context: OperationContext, body: RequestBody) {
  const { accounts, now } = context;
  const { account, provider } = readMfaPending(context, body.mfaPendingCredential);
  if (body.phoneVerificationInfo !== undefined) throw new AuthApiError(400, SMS_OFF);
  check(
    typeof body.mfaEnrollmentId === 'string' && body.mfaEnrollmentId !== '',
    'MISSING_MFA_ENROLLMENT_ID : No second factor identifier is provided.',
  );
  const info = body.totpVerificationInfo;
  check(isObject(info), 'INVALID_ARGUMENT : MFA provider not supported!');
  check(typeof info.verificationCode === 'string' && info.verificationCode !== '', 'MISSING_CODE');
  const enrollmentId = body.mfaEnrollmentId;
  const enrolled = account.mfaInfo?.some((factor) => factor.mfaEnrollmentId === enrollmentId);
  const secret = account.totpSecrets?.[enrollmentId];
  check(enrolled && secret, 'MFA_ENROLLMENT_NOT_FOUND');
  check(totpCodeMatches(secret, info.verificationCode, now), 'INVALID_CODE');
  const loggedIn = accounts.update(account.localId, { lastLoginAt: String(now.getTime()) });
  const { idToken, refreshToken } = signedIn(context, loggedIn, {
    provider,
    secondFactor: { factorId: TOTP_FACTOR, enrollmentId },
  });
  return { idToken, refreshToken };
}

function newEnrollmentId(account: AccountRecord): string {
  const taken = new Set((account.mfaInfo ?? []).map((factor) => factor.mfaEnrollmentId));
  let id = new Secret({ size: 15 }).base32;
  while (taken.has(id)) id = new Secret({ size: 15 }).base32;
  return id;
}

// Our Auth emulator's Google sign-in and TOTP factors where the SDK contract
// (local-stack/test/auth-emulator/sign-in-methods.ts) cannot reach: time (an old sign-in, a
// pending sign-in or enrolment left too long), malformed identity tokens, what a member may read
// back, and an account imported with its factor (how the demo admin gets one).
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuthState } from '../../src/auth/accounts.js';
import { startAuthEmulator, type RunningAuthEmulator } from '../../src/auth/index.js';
import { operations, type OperationContext } from '../../src/auth/operations.js';
import { AuthApiError } from '../../src/auth/errors.js';
import { EVERY_SIGN_IN_METHOD } from '../../src/auth/sign-in-methods.js';

const PROJECT = 'demo-auth-methods';
let emulator: RunningAuthEmulator;
let base: string;

beforeAll(async () => {
  emulator = await startAuthEmulator({ projectId: PROJECT, port: 0 });
  base = `http://127.0.0.1:${emulator.port}`;
});
afterAll(() => emulator.stop());

type Reply = { status: number; body: Record<string, unknown> };

async function call(path: string, body: unknown, owner = false): Promise<Reply> {
  const response = await fetch(`${base}/identitytoolkit.googleapis.com${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(owner && { Authorization: 'Bearer owner' }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const messageOf = (reply: Reply) => (reply.body.error as { message: string }).message;
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (idToken: unknown) =>
  JSON.parse(Buffer.from(String(idToken).split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
/** The same session's token, as though signed in `seconds` ago (the emulator signs nothing). */
const agedToken = (idToken: unknown, seconds: number) => {
  const claims = claimsOf(idToken);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, auth_time: Number(claims.auth_time) - seconds })}.`;
};

async function verifiedMember(email: string): Promise<{ localId: string; idToken: string }> {
  await call(
    `/v1/projects/${PROJECT}/accounts`,
    { email, password: 'secret-6', emailVerified: true },
    true,
  );
  const { body } = await call('/v1/accounts:signInWithPassword', { email, password: 'secret-6' });
  return { localId: String(body.localId), idToken: String(body.idToken) };
}

const code = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

describe('Google sign-in', () => {
  const signInWithIdp = (postBody: string) =>
    call('/v1/accounts:signInWithIdp', {
      requestUri: 'http://localhost',
      postBody,
      returnSecureToken: true,
    });

  test('a token that is not one, or names no user, is refused with Google’s reason', async () => {
    const garbled = await signInWithIdp('providerId=google.com&id_token=not-a-token');
    expect(garbled.status).toBe(400);
    expect(messageOf(garbled)).toMatch(/^INVALID_IDP_RESPONSE/);
    const noSub = await signInWithIdp(
      `providerId=google.com&id_token=${encodeURIComponent('{"email":"x@unit.example"}')}`,
    );
    expect(messageOf(noSub)).toMatch(/^INVALID_IDP_RESPONSE : Invalid Idp Response/);
    const noProvider = await signInWithIdp('id_token=%7B%22sub%22%3A%221%22%7D');
    expect(messageOf(noProvider)).toMatch(/^INVALID_CREDENTIAL_OR_PROVIDER_ID/);
  });

  test('claims as plain JSON work as the unsigned JWT does (both are what emulators take)', async () => {
    const reply = await signInWithIdp(
      `providerId=google.com&id_token=${encodeURIComponent('{"sub":"424242","email":"json@unit.example","email_verified":true}')}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      providerId: 'google.com',
      email: 'json@unit.example',
      isNewUser: true,
      federatedId: 'https://accounts.google.com/424242',
    });
    expect(claimsOf(reply.body.idToken)).toMatchObject({
      firebase: { sign_in_provider: 'google.com', identities: { 'google.com': ['424242'] } },
    });
  });
});

describe('TOTP enrolment and sign-in', () => {
  test('enrolling and withdrawing need a sign-in of the last five minutes', async () => {
    const member = await verifiedMember('stale@unit.example');
    const old = agedToken(member.idToken, 6 * 60);
    const start = await call('/v2/accounts/mfaEnrollment:start', {
      idToken: old,
      totpEnrollmentInfo: {},
    });
    expect(messageOf(start)).toBe('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
    const withdraw = await call('/v2/accounts/mfaEnrollment:withdraw', {
      idToken: old,
      mfaEnrollmentId: 'any',
    });
    expect(messageOf(withdraw)).toBe('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
  });

  test('a member never reads a secret back; the owner exports it, and an import keeps the factor', async () => {
    const member = await verifiedMember('export@unit.example');
    const started = await call('/v2/accounts/mfaEnrollment:start', {
      idToken: member.idToken,
      totpEnrollmentInfo: {},
    });
    const { sharedSecretKey, sessionInfo } = started.body.totpSessionInfo as Record<string, string>;
    const finalized = await call('/v2/accounts/mfaEnrollment:finalize', {
      idToken: member.idToken,
      displayName: 'Phone',
      totpVerificationInfo: { sessionInfo, verificationCode: code(sharedSecretKey!) },
    });
    expect(finalized.status).toBe(200);
    const looked = await call('/v1/accounts:lookup', { idToken: finalized.body.idToken });
    const [user] = looked.body.users as Record<string, unknown>[];
    expect(user?.mfaInfo).toEqual([
      expect.objectContaining({ displayName: 'Phone', totpInfo: {} }),
    ]);
    expect(user).not.toHaveProperty('totpSecrets');

    const exported = await call(
      `/v1/projects/${PROJECT}/accounts:lookup`,
      { localId: [member.localId] },
      true,
    );
    const [record] = exported.body.users as Record<string, unknown>[];
    expect(Object.values(record?.totpSecrets as object)).toEqual([sharedSecretKey]);

    const other = await startAuthEmulator({ projectId: PROJECT, port: 0 });
    try {
      const otherBase = `http://127.0.0.1:${other.port}/identitytoolkit.googleapis.com`;
      const post = (path: string, body: unknown) =>
        fetch(`${otherBase}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
          body: JSON.stringify(body),
        }).then(async (response) => (await response.json()) as Record<string, unknown>);
      await post(`/v1/projects/${PROJECT}/accounts:batchCreate`, { users: [record] });
      const first = await post('/v1/accounts:signInWithPassword', {
        email: 'export@unit.example',
        password: 'secret-6',
      });
      expect(first).not.toHaveProperty('idToken');
      const enrollmentId = (first.mfaInfo as { mfaEnrollmentId: string }[])[0]?.mfaEnrollmentId;
      const second = await post('/v2/accounts/mfaSignIn:finalize', {
        mfaPendingCredential: first.mfaPendingCredential,
        mfaEnrollmentId: enrollmentId,
        totpVerificationInfo: { verificationCode: code(sharedSecretKey!) },
      });
      // Production's claims after the second step, which rules and functions read.
      const proven = {
        user_id: member.localId,
        firebase: { sign_in_second_factor: 'totp', second_factor_identifier: enrollmentId },
      };
      expect(claimsOf(second.idToken)).toMatchObject(proven);
      // A refreshed token keeps them.
      const refreshed = await fetch(
        `http://127.0.0.1:${other.port}/securetoken.googleapis.com/v1/token`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: second.refreshToken }),
        },
      ).then(async (response) => (await response.json()) as Record<string, unknown>);
      expect(claimsOf(refreshed.id_token)).toMatchObject(proven);
    } finally {
      await other.stop();
    }
  });

  test('a sign-in waiting too long for its code, or an enrolment its first code, must start again', () => {
    const state = new AuthState(PROJECT);
    const accounts = state.project();
    const at = (minutes: number): OperationContext => ({
      accounts,
      privileged: false,
      methods: EVERY_SIGN_IN_METHOD,
      now: new Date(Date.UTC(2026, 10, 26, 12, minutes)),
      emulatorUrl: 'http://127.0.0.1',
      log: () => undefined,
    });
    const owner = { ...at(0), privileged: true };
    operations.signUp(owner, {
      email: 'slow@unit.example',
      password: 'secret-6',
      emailVerified: true,
    });
    const { idToken } = operations.signInWithPassword(at(0), {
      email: 'slow@unit.example',
      password: 'secret-6',
    }) as { idToken: string };
    const started = operations.mfaEnrollmentStart(at(0), {
      idToken,
      totpEnrollmentInfo: {},
    });
    const { sharedSecretKey, sessionInfo, finalizeEnrollmentTime } = started.totpSessionInfo;
    expect(finalizeEnrollmentTime).toBe('2026-11-26T12:10:00.000Z');
    const lateEnrolment = () =>
      operations.mfaEnrollmentFinalize(at(11), {
        idToken,
        totpVerificationInfo: {
          sessionInfo,
          verificationCode: code(sharedSecretKey, at(11).now.getTime()),
        },
      });
    expect(lateEnrolment).toThrow(new AuthApiError(400, 'SESSION_EXPIRED'));
    operations.mfaEnrollmentFinalize(at(1), {
      idToken,
      totpVerificationInfo: {
        sessionInfo,
        verificationCode: code(sharedSecretKey, at(1).now.getTime()),
      },
    });

    const pending = operations.signInWithPassword(at(20), {
      email: 'slow@unit.example',
      password: 'secret-6',
    }) as { mfaPendingCredential: string; mfaInfo: { mfaEnrollmentId: string }[] };
    const finish = (minutes: number) =>
      operations.mfaSignInFinalize(at(minutes), {
        mfaPendingCredential: pending.mfaPendingCredential,
        mfaEnrollmentId: pending.mfaInfo[0]?.mfaEnrollmentId,
        totpVerificationInfo: {
          verificationCode: code(sharedSecretKey, at(minutes).now.getTime()),
        },
      });
    expect(() => finish(31)).toThrow(new AuthApiError(400, 'INVALID_MFA_PENDING_CREDENTIAL'));
    expect(finish(29)).toHaveProperty('idToken');
  });

  test('SMS factors are off for this project', async () => {
    const member = await verifiedMember('sms@unit.example');
    const start = await call('/v2/accounts/mfaEnrollment:start', {
      idToken: member.idToken,
      phoneEnrollmentInfo: { phoneNumber: '+15555550100' },
    });
    expect(messageOf(start)).toBe('OPERATION_NOT_ALLOWED : SMS based MFA not enabled.');
  });
});

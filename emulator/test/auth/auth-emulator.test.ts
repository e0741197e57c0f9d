// Our Auth emulator over plain HTTP, for what the SDK contract (local-stack/test/auth-emulator)
// cannot show: who may call what, the error shape, refresh tokens after a revocation (refused,
// as Google refuses them; firebase-tools' emulator still refreshes them), and the link page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startAuthEmulator, type RunningAuthEmulator } from '../../src/auth/index.js';

const PROJECT = 'demo-auth-unit';
let emulator: RunningAuthEmulator;
let base: string;

beforeAll(async () => {
  emulator = await startAuthEmulator({ projectId: PROJECT, port: 0 });
  base = `http://127.0.0.1:${emulator.port}`;
});
afterAll(() => emulator.stop());

async function call(
  path: string,
  body: unknown,
  options: { owner?: boolean; form?: boolean } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(options.owner && { Authorization: 'Bearer owner' }),
    },
    body: options.form
      ? new URLSearchParams(body as Record<string, string>).toString()
      : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signUp = (email: string) =>
  call('/identitytoolkit.googleapis.com/v1/accounts:signUp', { email, password: 'secret-6' });
const refresh = (refreshToken: unknown) =>
  call(
    '/securetoken.googleapis.com/v1/token',
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    { form: true },
  );
const messageOf = (reply: { body: Record<string, unknown> }) =>
  (reply.body.error as { message: string }).message;

describe('tokens', () => {
  test('an ID token is an unsigned JWT with the claims Google issues', async () => {
    const { body } = await signUp('Token@Unit.example');
    const [header, payload, signature] = String(body.idToken).split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'none',
      typ: 'JWT',
    });
    expect(signature).toBe('');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      iss: `https://securetoken.google.com/${PROJECT}`,
      aud: PROJECT,
      sub: body.localId,
      user_id: body.localId,
      email: 'token@unit.example',
      email_verified: false,
      firebase: { identities: { email: ['token@unit.example'] }, sign_in_provider: 'password' },
    });
    expect(claims.exp - claims.iat).toBe(3600);
  });

  test('a refresh token issued before a revocation is refused; a new sign-in works', async () => {
    const { body } = await signUp('revoked@unit.example');
    expect((await refresh(body.refreshToken)).status).toBe(200);
    const future = Math.floor(Date.now() / 1000) + 5;
    await call(
      `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
      { localId: body.localId, validSince: String(future) },
      { owner: true },
    );
    const refused = await refresh(body.refreshToken);
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe('TOKEN_EXPIRED');
  });

  test('a refresh token that is not one is refused with a clear message', async () => {
    expect(messageOf(await refresh('not-a-token'))).toBe('INVALID_REFRESH_TOKEN');
    expect(messageOf(await refresh(''))).toBe('MISSING_REFRESH_TOKEN');
    const wrongGrant = await call('/securetoken.googleapis.com/v1/token', {
      grant_type: 'password',
    });
    expect(messageOf(wrongGrant)).toBe('INVALID_GRANT_TYPE');
  });
});

describe('who may call what', () => {
  test('account import and listing are the owner’s only', async () => {
    const listing = await fetch(
      `${base}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchGet`,
    );
    expect(listing.status).toBe(401);
    const asOwner = await fetch(
      `${base}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchGet`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    expect(asOwner.status).toBe(200);
  });

  test('a member’s own call cannot name another account', async () => {
    const reply = await call('/identitytoolkit.googleapis.com/v1/accounts:signUp', {
      localId: 'chosen-id',
      email: 'chooser@unit.example',
      password: 'secret-6',
    });
    expect(reply.status).toBe(400);
    expect(messageOf(reply)).toBe('UNEXPECTED_PARAMETER : User ID');
  });

  test('an unknown path answers 404 in Google’s error shape', async () => {
    const reply = await call(
      '/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber',
      {},
    );
    expect(reply.status).toBe(404);
    expect(reply.body.error).toMatchObject({ code: 404, errors: [{ reason: 'notFound' }] });
  });
});

describe('e-mail links', () => {
  test('the emulator’s link page verifies an address, and a used code says so', async () => {
    const { body } = await signUp('linked@unit.example');
    const sent = await call('/identitytoolkit.googleapis.com/v1/accounts:sendOobCode', {
      requestType: 'VERIFY_EMAIL',
      idToken: body.idToken,
    });
    expect(sent.body.email).toBe('linked@unit.example');
    const codes = (await (
      await fetch(`${base}/emulator/v1/projects/${PROJECT}/oobCodes`)
    ).json()) as { oobCodes: { email: string; oobLink: string }[] };
    const link = codes.oobCodes.find((code) => code.email === 'linked@unit.example')?.oobLink;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/emulator\/action\?mode=verifyEmail&oobCode=/);
    expect(await (await fetch(link ?? '')).text()).toBe('Your email has been verified.\n');
    expect(await (await fetch(link ?? '')).text()).toBe('Not done: INVALID_OOB_CODE\n');
    const looked = await call('/identitytoolkit.googleapis.com/v1/accounts:lookup', {
      idToken: body.idToken,
    });
    expect((looked.body.users as { emailVerified: boolean }[])[0]?.emailVerified).toBe(true);
  });
});

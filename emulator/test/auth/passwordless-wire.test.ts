// What the SDKs never send but a hand-made request can, for custom tokens, e-mail links and
// identity providers' access tokens: the emulators' plain-JSON forms and the refusals of malformed
// ones, with the messages firebase-tools' emulator gives.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startAuthEmulator, type RunningAuthEmulator } from '../../src/auth/index.js';

let emulator: RunningAuthEmulator;
let base: string;

beforeAll(async () => {
  emulator = await startAuthEmulator({ projectId: 'demo-auth-wire', port: 0 });
  base = `http://127.0.0.1:${emulator.port}`;
});
afterAll(() => emulator.stop());

async function call(operation: string, body: unknown) {
  const response = await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:${operation}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown> & { error?: { message: string } };
  return { status: response.status, body: json, message: json.error?.message };
}

const claimsOf = (idToken: unknown) =>
  JSON.parse(Buffer.from(String(idToken).split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

describe('custom tokens by hand', () => {
  test('strict JSON stands for a token, as the emulators take it', async () => {
    const reply = await call('signInWithCustomToken', {
      token: JSON.stringify({ uid: 'json-uid', claims: { tier: 'gold' } }),
      returnSecureToken: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      kind: 'identitytoolkit#VerifyCustomTokenResponse',
      isNewUser: true,
    });
    expect(claimsOf(reply.body.idToken)).toMatchObject({
      user_id: 'json-uid',
      tier: 'gold',
      firebase: { sign_in_provider: 'custom' },
    });
  });

  test('no uid, a reserved claim, broken JSON and no token are refused', async () => {
    expect((await call('signInWithCustomToken', { token: '{"claims":{}}' })).message).toBe(
      'MISSING_IDENTIFIER',
    );
    expect(
      (await call('signInWithCustomToken', { token: '{"uid":"u","claims":{"firebase":1}}' }))
        .message,
    ).toBe('FORBIDDEN_CLAIM : firebase');
    expect((await call('signInWithCustomToken', { token: '{"uid":' })).message).toMatch(
      /^INVALID_CUSTOM_TOKEN/,
    );
    expect((await call('signInWithCustomToken', {})).message).toBe('MISSING_CUSTOM_TOKEN');
  });
});

describe('e-mail links by hand', () => {
  test('the link’s page needs a continueUrl to hand the sign-in to', async () => {
    await call('sendOobCode', { requestType: 'EMAIL_SIGNIN', email: 'nowhere@wire.example' });
    const listed = (await (
      await fetch(`${base}/emulator/v1/projects/demo-auth-wire/oobCodes`)
    ).json()) as { oobCodes: { oobLink: string; requestType: string }[] };
    const link = listed.oobCodes.find((entry) => entry.requestType === 'EMAIL_SIGNIN')?.oobLink;
    expect(link).toContain('mode=signIn');
    const opened = await fetch(link ?? '', { redirect: 'manual' });
    expect(opened.status).toBe(400);
    expect(await opened.text()).toContain('continueUrl');
  });

  test('a sign-in without the e-mail or the code is refused', async () => {
    expect((await call('signInWithEmailLink', { oobCode: 'x' })).message).toBe('MISSING_EMAIL');
    expect((await call('signInWithEmailLink', { email: 'a@wire.example' })).message).toBe(
      'MISSING_OOB_CODE',
    );
    expect(
      (await call('signInWithEmailLink', { email: 'a@wire.example', oobCode: 'forged' })).message,
    ).toBe('INVALID_OOB_CODE');
  });
});

test('a provider’s real access token (not the emulator’s fake) is not served, saying so', async () => {
  const reply = await call('signInWithIdp', {
    requestUri: 'http://localhost',
    postBody: 'providerId=github.com&access_token=gho_real-looking-token',
    returnSecureToken: true,
  });
  expect(reply.status).toBe(501);
  expect(reply.message).toContain('github.com');
});

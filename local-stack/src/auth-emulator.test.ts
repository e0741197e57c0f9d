import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authImplementationFromEnv,
  startAuthEmulator,
  type AuthEmulator,
} from './auth-emulator.js';
import { startMailServer, type MailServer } from './mail-server/server.js';

describe('AUTH_IMPL', () => {
  it('defaults to our Auth emulator and accepts google for firebase-tools’', () => {
    expect(authImplementationFromEnv({})).toBe('ours');
    expect(authImplementationFromEnv({ AUTH_IMPL: 'ours' })).toBe('ours');
    expect(authImplementationFromEnv({ AUTH_IMPL: 'google' })).toBe('google');
  });

  it('refuses anything else, saying what it accepts', () => {
    expect(() => authImplementationFromEnv({ AUTH_IMPL: 'firebase' })).toThrow(
      'AUTH_IMPL must be "ours" or "google", not "firebase"',
    );
  });
});

describe("our Auth emulator and the stack's mail server", () => {
  let mail: MailServer;
  let auth: AuthEmulator;
  beforeAll(async () => {
    mail = await startMailServer({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
    auth = await startAuthEmulator({
      projectId: 'demo-auth-mail',
      host: '127.0.0.1',
      port: 0,
      smtp: { host: mail.host, port: mail.smtpPort },
    });
  });
  afterAll(async () => {
    await auth.stop();
    await mail.stop();
  });

  const call = async (operation: string, body: unknown) => {
    const response = await fetch(
      `${auth.url}/identitytoolkit.googleapis.com/v1/accounts:${operation}?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  it('sends the reset e-mail to the inbox, from The Salon, with the link the emulator lists', async () => {
    const email = 'forgetful@example.com';
    await call('signUp', { email, password: 'serenade-op-16', returnSecureToken: true });
    await call('sendOobCode', { requestType: 'PASSWORD_RESET', email });

    const codes = (await (
      await fetch(`${auth.url}/emulator/v1/projects/demo-auth-mail/oobCodes`)
    ).json()) as { oobCodes: { email: string; oobLink: string }[] };
    const link = codes.oobCodes.find((code) => code.email === email)?.oobLink;
    expect(link).toBeDefined();

    let messages: { id: string; subject: string; from: string }[] = [];
    const deadline = Date.now() + 10_000;
    while (messages.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      messages = (await (
        await fetch(`${mail.url}/api/messages?to=${encodeURIComponent(email)}`)
      ).json()) as typeof messages;
    }
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe('Reset your password for The Salon');
    expect(messages[0]?.from).toContain('noreply@localhost');
    const message = (await (await fetch(`${mail.url}/api/messages/${messages[0]?.id}`)).json()) as {
      text: string;
    };
    expect(message.text).toContain(link);
  });
});

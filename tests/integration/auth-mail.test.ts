// The e-mails production Auth would send reach the stack's inbox: with our Auth emulator (the
// default), a member's "Forgot password?" (sendPasswordResetEmail) and a sign-up's verification
// (sendEmailVerification) arrive at the local mail server, with the link the emulator lists
// under oobCodes, and the reset link's code sets the new password. firebase-tools' emulator
// (AUTH_IMPL=google) sends no e-mail, so there is nothing to read.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../support/mail-inbox.js';
import { stackEndpoints } from '../support/stack-endpoints.js';

const PASSWORD = 'impromptu-op-90';
const apps: FirebaseApp[] = [];

function browserAuth(): Auth {
  const stack = stackEndpoints();
  const app = initializeApp(
    { projectId: stack.projectId, apiKey: 'demo-key' },
    `auth-mail-${apps.length}-${Math.random()}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.authHost}`, { disableWarnings: true });
  return auth;
}

/** The newest link of that kind the Auth emulator keeps for the address. */
async function listedLink(email: string, requestType: string): Promise<string> {
  const stack = stackEndpoints();
  const response = await fetch(
    `http://${stack.authHost}/emulator/v1/projects/${stack.projectId}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = oobCodes
    .filter((code) => code.email === email && code.requestType === requestType)
    .at(-1)?.oobLink;
  if (!link) throw new Error(`no ${requestType} link for ${email}`);
  return link;
}

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

describe.skipIf(process.env.AUTH_IMPL === 'google')("Auth's e-mails in the local inbox", () => {
  it('a sign-up gets "Verify your email for The Salon", with the listed link', async () => {
    const email = `auth-mail-verify-${Date.now()}@example.com`;
    const { user } = await createUserWithEmailAndPassword(browserAuth(), email, PASSWORD);
    await sendEmailVerification(user);
    const mail = await waitForMail({ to: email, subject: 'Verify your email for The Salon' });
    expect(mail.envelope.from).toBe('noreply@localhost');
    expect(mail.text).toContain(await listedLink(email, 'VERIFY_EMAIL'));
  });

  it('"Forgot password?" mails "Reset your password for The Salon", whose code sets the new password', async () => {
    const email = `auth-mail-reset-${Date.now()}@example.com`;
    await createUserWithEmailAndPassword(browserAuth(), email, PASSWORD);
    await sendPasswordResetEmail(browserAuth(), email);
    const mail = await waitForMail({ to: email, subject: 'Reset your password for The Salon' });
    const link = await listedLink(email, 'PASSWORD_RESET');
    expect(mail.text).toContain(`password for your ${email} account`);
    expect(mail.text).toContain(link);

    const mailedLink = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    const oobCode = new URL(mailedLink).searchParams.get('oobCode') ?? '';
    const auth = browserAuth();
    await confirmPasswordReset(auth, oobCode, 'impromptu-op-142');
    const { user } = await signInWithEmailAndPassword(auth, email, 'impromptu-op-142');
    expect(user.email).toBe(email);
  });
});

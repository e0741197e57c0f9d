// The e-mails of out-of-band codes, sent over SMTP when the emulator is given a server: what the
// unmodified web SDK's sendEmailVerification, sendPasswordResetEmail and sendSignInLinkToEmail
// make arrive, with the link the emulator lists under oobCodes, and that link doing its work. The
// server is a sink on loopback in this process.
import type { AddressInfo } from 'node:net';
import {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  updateProfile,
} from 'firebase/auth';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startAuthSdkHarness, type AuthSdkHarness } from './support/sdk-harness.js';

const PASSWORD = 'nocturne-op9';
const FROM = 'Test App <noreply@localhost>';
/** Recipients at this domain are refused, as a real server refuses an unknown user. */
const REFUSED_DOMAIN = 'refused.invalid';

interface Received {
  to: string[];
  mail: ParsedMail;
}

let harness: AuthSdkHarness;
let sink: SMTPServer;
const received: Received[] = [];
const logged: string[] = [];

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    // No certificate here, so no STARTTLS for nodemailer to try.
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(`@${REFUSED_DOMAIN}`)) {
        return callback(Object.assign(new Error('5.1.1 User unknown'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map(({ address }) => address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', () => resolve()));
  const port = (sink.server.address() as AddressInfo).port;
  harness = await startAuthSdkHarness(undefined, {
    smtp: { host: '127.0.0.1', port, from: FROM, appName: 'Test App' },
    log: (line) => logged.push(line),
  });
});
afterAll(async () => {
  await harness.stop();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

/** The newest e-mail to `email`, once it has arrived. */
async function mailTo(email: string, subject: RegExp): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = received
      .filter((entry) => entry.to.includes(email) && subject.test(entry.mail.subject ?? ''))
      .at(-1);
    if (found) return found.mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The link the emulator keeps for the newest code of that kind, as its oobCodes lists it. */
async function listedLink(email: string, requestType: string): Promise<string> {
  const entry = (await harness.oobCodes())
    .filter((code) => code.email === email && code.requestType === requestType)
    .at(-1);
  if (!entry) throw new Error(`no ${requestType} code for ${email}`);
  return entry.oobLink;
}

/** The HTML part's link, its `&amp;` read back as `&`. */
const htmlHref = (mail: ParsedMail) =>
  /href='([^']+)'/.exec(String(mail.html))?.[1]?.replaceAll('&amp;', '&');

describe('e-mails of out-of-band codes over SMTP', () => {
  test('sendEmailVerification: "Verify your email", to the address, with the listed link, which verifies', async () => {
    const auth = harness.browser();
    const email = harness.uniqueEmail('verify');
    const { user } = await createUserWithEmailAndPassword(auth, email, PASSWORD);
    await updateProfile(user, { displayName: 'Clara' });
    await sendEmailVerification(user);

    const mail = await mailTo(email, /^Verify your email for Test App$/);
    const link = await listedLink(email, 'VERIFY_EMAIL');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Test App', address: 'noreply@localhost' });
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address).toBe(email);
    expect(mail.text).toContain('Hello Clara,');
    expect(mail.text).toContain('Follow this link to verify your email address.');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Your Test App team');
    expect(htmlHref(mail)).toBe(link);

    const page = await fetch(link);
    expect(await page.text()).toContain('Your email has been verified.');
    await user.reload();
    expect(user.emailVerified).toBe(true);
  });

  test('sendPasswordResetEmail: "Reset your password", with the listed link, whose code sets a new password', async () => {
    const auth = harness.browser();
    const email = harness.uniqueEmail('reset');
    await createUserWithEmailAndPassword(auth, email, PASSWORD);
    await sendPasswordResetEmail(harness.browser(), email);

    const mail = await mailTo(email, /^Reset your password for Test App$/);
    const link = await listedLink(email, 'PASSWORD_RESET');
    expect(mail.text).toContain(
      `Follow this link to reset your Test App password for your ${email} account.`,
    );
    expect(mail.text).toContain(link);
    expect(htmlHref(mail)).toBe(link);

    const oobCode = new URL(link).searchParams.get('oobCode') ?? '';
    const reader = harness.browser();
    await confirmPasswordReset(reader, oobCode, 'new-barcarolle-61');
    const { user } = await signInWithEmailAndPassword(reader, email, 'new-barcarolle-61');
    expect(user.email).toBe(email);
  });

  test('sendSignInLinkToEmail: "Sign in to … requested at", with the listed link, which signs in', async () => {
    const auth = harness.browser();
    const email = harness.uniqueEmail('link');
    await sendSignInLinkToEmail(auth, email, {
      url: 'http://127.0.0.1:5173/finish',
      handleCodeInApp: true,
    });
    const mail = await mailTo(email, /^Sign in to Test App requested at .+ UTC$/);
    const link = await listedLink(email, 'EMAIL_SIGNIN');
    expect(mail.text).toContain('We received a request to sign in to Test App');
    expect(mail.text).toContain(link);
    expect(htmlHref(mail)).toBe(link);
    expect(String(mail.html)).toContain('>Sign in to Test App</a>');
    const { user } = await signInWithEmailLink(auth, email, link);
    expect(user.email).toBe(email);
  });

  test("the owner's generated links (returnOobLink) are not mailed, as production's are not", async () => {
    const owned = harness.uniqueEmail('owned');
    await harness.admin.createUser({ email: owned, password: PASSWORD });
    await harness.admin.generatePasswordResetLink(owned);
    // A mail sent afterwards has arrived, so the generated one would have too.
    const marker = harness.uniqueEmail('marker');
    await harness.admin.createUser({ email: marker, password: PASSWORD });
    await sendPasswordResetEmail(harness.browser(), marker);
    await mailTo(marker, /^Reset your password/);
    expect(received.filter((entry) => entry.to.includes(owned))).toEqual([]);
  });

  test('a refused e-mail never fails the call: it succeeds, and the log says what was not sent', async () => {
    const email = harness.uniqueEmail('bounce', REFUSED_DOMAIN);
    await harness.admin.createUser({ email, password: PASSWORD });
    await expect(sendPasswordResetEmail(harness.browser(), email)).resolves.toBeUndefined();
    const link = await listedLink(email, 'PASSWORD_RESET');
    const deadline = Date.now() + 10_000;
    while (!logged.some((line) => line.includes('was not sent') && line.includes(email))) {
      if (Date.now() > deadline) throw new Error(`no failure logged: ${logged.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const line = logged.find((entry) => entry.includes('was not sent') && entry.includes(email));
    expect(line).toContain('PASSWORD_RESET');
    expect(line).toContain(link);
  });
});

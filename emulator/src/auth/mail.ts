// The e-mails production Auth sends for out-of-band codes (address verification, password reset,
// e-mail sign-in), sent over SMTP when the emulator is given a server, so a local inbox shows
// what a member would receive. Subjects and bodies follow Firebase's default templates (the
// Identity Toolkit's `notification.sendEmail` templates of a new project, `%APP_NAME%` the app's
// public name); the link is the one the emulator keeps and lists under `oobCodes`.
// Production answers `sendOobCode` before its mail goes, so a failed send is only logged.
import { createTransport } from 'nodemailer';
import type { OobRequestType } from './accounts.js';

/** Where the e-mails go: an SMTP server without TLS, as a local inbox listens. */
export interface AuthSmtpOptions {
  host: string;
  port: number;
  /** The From header (`Name <address>`), production's `noreply@{project}.firebaseapp.com`. */
  from: string;
  /** `%APP_NAME%` in subjects and bodies; the project id without. */
  appName?: string;
}

/** One e-mail to send: the code's kind, its recipient and link, what the account knows. */
interface OobMail {
  requestType: OobRequestType;
  email: string;
  link: string;
  displayName?: string | undefined;
  requestedAt: Date;
}

export type SendOobMail = (mail: OobMail) => void;

interface Rendered {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Paragraphs as the templates lay them out; a `{ link }` paragraph is the action link. */
function render(subject: string, paragraphs: (string | { link: string; label?: string })[]) {
  const text = paragraphs
    .map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.link))
    .join('\n\n');
  const html = paragraphs
    .map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p>${escapeHtml(paragraph)}</p>`
        : `<p><a href='${escapeHtml(paragraph.link)}'>${escapeHtml(paragraph.label ?? paragraph.link)}</a></p>`,
    )
    .join('\n');
  return { subject, text: `${text}\n`, html };
}

function renderOobMail(mail: OobMail, appName: string): Rendered {
  const { email, link } = mail;
  const greeting = mail.displayName ? `Hello ${mail.displayName},` : 'Hello,';
  const signOff = ['Thanks,', `Your ${appName} team`];
  switch (mail.requestType) {
    case 'VERIFY_EMAIL':
      return render(`Verify your email for ${appName}`, [
        greeting,
        'Follow this link to verify your email address.',
        { link },
        'If you didn’t ask to verify this address, you can ignore this email.',
        ...signOff,
      ]);
    case 'PASSWORD_RESET':
      return render(`Reset your password for ${appName}`, [
        'Hello,',
        `Follow this link to reset your ${appName} password for your ${email} account.`,
        { link },
        'If you didn’t ask to reset your password, you can ignore this email.',
        ...signOff,
      ]);
    case 'EMAIL_SIGNIN': {
      const requestedAt = requestTime(mail.requestedAt);
      return render(`Sign in to ${appName} requested at ${requestedAt}`, [
        'Hello,',
        `We received a request to sign in to ${appName} using this email address, at ${requestedAt}. If you want to sign in with your ${email} account, click this link:`,
        { link, label: `Sign in to ${appName}` },
        'If you did not request this link, you can safely ignore this email.',
        ...signOff,
      ]);
    }
  }
}

/** "November 28, 2026 at 8:55 PM UTC", the request time as production's sign-in mail words it. */
function requestTime(date: Date): string {
  const day = date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const time = date.toLocaleTimeString('en-US', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${day} at ${time} UTC`;
}

/** Sends each e-mail in the background; a failure is told to `log`, never to the caller. */
export function oobMailer(
  smtp: AuthSmtpOptions,
  projectId: string,
  log: (line: string) => void,
): SendOobMail {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
  });
  const appName = smtp.appName ?? projectId;
  return (mail) => {
    const rendered = renderOobMail(mail, appName);
    transport.sendMail({ from: smtp.from, to: mail.email, ...rendered }).catch((error: unknown) => {
      log(
        `Auth emulator: the ${mail.requestType} e-mail to ${mail.email} was not sent ` +
          `(${error instanceof Error ? error.message : String(error)}); its link: ${mail.link}`,
      );
    });
  };
}

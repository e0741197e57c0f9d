// Where mail goes out and what it says it is from: Functions params (their defaults are
// `npm start`'s local mail server, docs/mail.md says how to point them at a real one) and two
// secrets, the SMTP password and the key that signs unsubscribe links.
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

const smtpPassword = defineSecret('SMTP_PASSWORD');
export const mailLinkSecret = defineSecret('MAIL_LINK_SECRET');

const smtpHost = defineString('SMTP_HOST', {
  default: '127.0.0.1',
  description: 'The SMTP server mail is handed to (your provider’s, e.g. smtp.sendgrid.net).',
});
const smtpPort = defineInt('SMTP_PORT', { default: 2525, description: 'Its port (587, 465).' });
const smtpSecure = defineBoolean('SMTP_SECURE', {
  default: false,
  description: 'TLS from the start (port 465); false uses STARTTLS when the server offers it.',
});
const smtpUser = defineString('SMTP_USER', {
  default: '',
  description: 'The SMTP user; empty for a server that takes mail without signing in.',
});
const mailFrom = defineString('MAIL_FROM', {
  default: 'The Salon <salon@localhost>',
  description: 'The From of every message, an address your SMTP provider may send as.',
});
const siteUrl = defineString('SITE_URL', {
  default: 'http://127.0.0.1:5173',
  description: 'The site’s address, for the links in e-mail (https://your-project.web.app).',
});

export interface SmtpConfig {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly auth: { user: string; pass: string } | undefined;
  readonly from: string;
}

export function smtpConfig(): SmtpConfig {
  const user = smtpUser.value();
  return {
    host: smtpHost.value(),
    port: smtpPort.value(),
    secure: smtpSecure.value(),
    auth: user ? { user, pass: smtpPassword.value() } : undefined,
    from: mailFrom.value(),
  };
}

/** The site's address without a trailing slash. */
export function siteOrigin(): string {
  return siteUrl.value().replace(/\/+$/, '');
}

/** What every function that sends or signs mail declares, so Cloud Functions mounts the secrets. */
export const MAIL_FUNCTION_OPTIONS = { secrets: [smtpPassword, mailLinkSecret] };

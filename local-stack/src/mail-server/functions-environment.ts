// What the local functions host is told about sending mail: the local mail server, never a real
// one, and the site the links lead to. Unlike the streaming provider, the launcher's own
// environment cannot name another server: the demo members' addresses are made up, and a local
// stack must not mail anyone. Every param is given, defaults included: a param's default is
// applied by the Firebase CLI, and at run time an unset param reads as empty.
import type { MailServer } from './server.js';

/** What the SMTP_PASSWORD secret holds locally; the local server takes any credentials. */
const LOCAL_SMTP_PASSWORD = 'local-smtp';
/**
 * The key the functions sign unsubscribe links with, a secret too: without a value the functions
 * would sign with an empty key, and warn at every link.
 */
const LOCAL_MAIL_LINK_SECRET = 'local-mail-link-secret';
const LOCAL_MAIL_FROM = 'The Salon <salon@localhost>';

export function mailFunctionsEnvironment(
  server: Pick<MailServer, 'host' | 'smtpPort'>,
  siteUrl: string,
): Record<string, string> {
  return {
    SMTP_HOST: server.host,
    SMTP_PORT: String(server.smtpPort),
    SMTP_SECURE: 'false',
    SMTP_PASSWORD: LOCAL_SMTP_PASSWORD,
    MAIL_LINK_SECRET: LOCAL_MAIL_LINK_SECRET,
    MAIL_FROM: LOCAL_MAIL_FROM,
    SITE_URL: siteUrl,
  };
}

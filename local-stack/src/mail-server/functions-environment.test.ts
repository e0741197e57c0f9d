import { describe, expect, it } from 'vitest';
import { mailFunctionsEnvironment } from './functions-environment.js';

describe('mailFunctionsEnvironment', () => {
  it('points the functions’ SMTP params at the local server, without TLS, with local secrets and the site’s address', () => {
    const env = mailFunctionsEnvironment(
      { host: '127.0.0.1', smtpPort: 40025 },
      'http://127.0.0.1:5173',
    );
    expect(env).toEqual({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '40025',
      SMTP_SECURE: 'false',
      SMTP_PASSWORD: 'local-smtp',
      MAIL_LINK_SECRET: 'local-mail-link-secret',
      MAIL_FROM: 'The Salon <salon@localhost>',
      SITE_URL: 'http://127.0.0.1:5173',
    });
  });
});

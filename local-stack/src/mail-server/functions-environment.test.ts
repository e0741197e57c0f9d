import { describe, expect, it } from 'vitest';
import { mailFunctionsEnvironment } from './functions-environment.js';

describe('mailFunctionsEnvironment', () => {
  it('points the functions’ SMTP params at the local server, without TLS, with local secrets', () => {
    expect(mailFunctionsEnvironment({ host: '127.0.0.1', smtpPort: 40025 })).toEqual({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '40025',
      SMTP_SECURE: 'false',
      SMTP_PASSWORD: 'local-smtp',
      MAIL_LINK_SECRET: 'local-mail-link-secret',
      MAIL_FROM: 'The Salon <salon@localhost>',
    });
  });
});

// Starts our Auth emulator: the Identity Toolkit and Secure Token endpoints the Firebase SDKs
// call (sign-up, password, anonymous, custom-token and e-mail-link sign-in, identity providers'
// sign-in and linking, TOTP second factors, token refresh,
// account lookup, update, delete, e-mail codes, the admin SDK's account management) and
// firebase-tools' emulator endpoints (clear accounts, read out-of-band codes), in memory, ready in
// milliseconds.
import { serveHttp } from '../http-common/listen.js';
import { AuthState } from './accounts.js';
import { answeringWhenDurable, openAccountsDir } from './accounts-journal.js';
import { createAuthHandler } from './http.js';
import { oobMailer, type AuthSmtpOptions } from './mail.js';
import { signInMethods, type SignInMethodsConfig } from './sign-in-methods.js';

export type { SignInMethodsConfig } from './sign-in-methods.js';
export type { AuthSmtpOptions } from './mail.js';

export interface AuthEmulatorOptions {
  /** The project the client API (whose paths name none) works on. */
  projectId: string;
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** Where the e-mails it would send are told (their links); silent without. */
  log?: (line: string) => void;
  /** The sign-in methods members may use; every one without (as firebase-tools' emulator). */
  signInMethods?: SignInMethodsConfig;
  /**
   * An SMTP server to send the e-mails of out-of-band codes through, as production Auth mails
   * them (verification, password reset, sign-in link); without, they are only kept and logged.
   */
  smtp?: AuthSmtpOptions;
  /**
   * Keeps every project's accounts in this folder (created if needed): loaded before the port
   * opens, each change journalled there before it is answered, so a crash loses no acknowledged
   * change; stop() compacts the journal into `accounts.json` (docs/emulator.md, "The Auth
   * emulator"). Out-of-band codes and begun enrollments are not kept.
   */
  dataDir?: string;
}

export interface RunningAuthEmulator {
  host: string;
  port: number;
  state: AuthState;
  /** What `dataDir` held: accounts in its snapshot, changes replayed from its journal. */
  restored: { accounts: number; changes: number } | undefined;
  stop(): Promise<void>;
}

export async function startAuthEmulator(
  options: AuthEmulatorOptions,
): Promise<RunningAuthEmulator> {
  const host = options.host ?? '127.0.0.1';
  const state = new AuthState(options.projectId);
  const methods = signInMethods(options.signInMethods ?? {});
  const log = options.log ?? (() => undefined);
  // A mail that was not sent is worth a word even to an emulator told to be silent.
  const sendMail =
    options.smtp && oobMailer(options.smtp, options.projectId, options.log ?? console.warn);
  // Like a mail not sent, a torn record skipped on start is told even to a silent emulator.
  const accountsDir =
    options.dataDir && (await openAccountsDir(state, options.dataDir, options.log ?? console.warn));
  const handler = createAuthHandler(state, methods, log, sendMail);
  const server = await serveHttp(
    accountsDir ? answeringWhenDurable(handler, accountsDir.durable) : handler,
    { host, port: options.port },
  );
  return {
    host,
    port: server.port,
    state,
    restored: accountsDir ? accountsDir.loaded : undefined,
    async stop() {
      await server.stop();
      if (accountsDir) {
        await accountsDir.compact();
        await accountsDir.close();
      }
    },
  };
}

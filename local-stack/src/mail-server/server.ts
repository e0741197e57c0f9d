// The local mail server: every e-mail the local functions send arrives here, on this machine, and
// stays here (docs/local-stack.md, "Mail"). SMTP for the functions, an inbox page and a JSON API
// over HTTP for people and tests.
import { startMailHttpApi } from './http-api.js';
import { MessageStore } from './message-store.js';
import { SimulatedFailures, startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.js';

/** `npm start`'s ports; the functions' SMTP_PORT param defaults to the first. */
export const MAIL_SMTP_PORT = 2525;
export const MAIL_HTTP_PORT = 1080;

export interface MailServerOptions {
  host: string;
  /** 0 picks a free port. */
  smtpPort: number;
  /** 0 picks a free port. */
  httpPort: number;
}

export interface MailServer {
  host: string;
  smtpPort: number;
  httpPort: number;
  /** The inbox page; the API under `/api`. */
  url: string;
  /** Closes the SMTP port, as a mail server that went down does (fault drills, tests). */
  takeSmtpDown(): Promise<void>;
  /** Listens on the same SMTP port again. */
  bringSmtpUp(): Promise<void>;
  stop(): Promise<void>;
}

export async function startMailServer(options: MailServerOptions): Promise<MailServer> {
  const { host } = options;
  const store = new MessageStore();
  const failures = new SimulatedFailures();
  const http = await startMailHttpApi({ host, port: options.httpPort, store, failures });
  let smtp: SmtpReceiver | null = await startSmtpReceiver({
    host,
    port: options.smtpPort,
    store,
    failures,
  }).catch(async (error: unknown) => {
    await http.stop();
    throw error;
  });
  const smtpPort = smtp.port;
  return {
    host,
    smtpPort,
    httpPort: http.port,
    url: `http://${host}:${http.port}`,
    async takeSmtpDown() {
      const running = smtp;
      smtp = null;
      await running?.stop();
    },
    async bringSmtpUp() {
      smtp ??= await startSmtpReceiver({ host, port: smtpPort, store, failures });
    },
    async stop() {
      await Promise.all([smtp?.stop(), http.stop()]);
    },
  };
}

// The SMTP side of the local mail server: accepts every message from this machine, with or without
// AUTH (any credentials), and keeps it parsed in the store. What it refuses, it refuses as a real
// server would, so the functions' handling of refusals can be tested: any recipient at
// bounce.invalid, and the next recipients a test asked to fail (SimulatedFailures).
import { isIP } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { storedMessage, type MessageStore } from './message-store.js';

/** The domain whose every address is unknown (`.invalid` is never a real domain, RFC 2606). */
const BOUNCING_DOMAIN = 'bounce.invalid';
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export type FailureCode = 451 | 550;

const DEFAULT_FAILURE_TEXT: Record<FailureCode, string> = {
  451: '4.3.0 Temporary local problem, try again later',
  550: '5.7.1 Delivery not authorized, message refused',
};

interface PendingFailure {
  code: FailureCode;
  message: string;
  /** Only recipients with this address fail; any recipient when null. */
  to: string | null;
}

/** Recipients to refuse next, one refusal each, as the control endpoint asked. */
export class SimulatedFailures {
  private pending: PendingFailure[] = [];

  /** The next `count` recipients (of `to` only, when given) are refused; 0 forgets any pending. */
  failNext(count: number, code: FailureCode, message?: string, to?: string): void {
    if (count === 0) {
      this.pending = [];
      return;
    }
    const failure = {
      code,
      message: message ?? DEFAULT_FAILURE_TEXT[code],
      to: to?.toLowerCase() ?? null,
    };
    for (let index = 0; index < count; index += 1) this.pending.push(failure);
  }

  /** The refusal due for this recipient, if any, used up. */
  take(recipient: string): PendingFailure | undefined {
    const index = this.pending.findIndex(
      (failure) => failure.to === null || failure.to === recipient.toLowerCase(),
    );
    return index === -1 ? undefined : this.pending.splice(index, 1)[0];
  }
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/, '');
  return isIP(plain) === 4 ? plain.startsWith('127.') : plain === '::1';
}

export interface SmtpReceiver {
  port: number;
  stop(): Promise<void>;
}

export async function startSmtpReceiver(options: {
  host: string;
  /** 0 picks a free port. */
  port: number;
  store: MessageStore;
  failures: SimulatedFailures;
}): Promise<SmtpReceiver> {
  const { store, failures } = options;
  const server = new SMTPServer({
    name: 'mail.localhost',
    banner: 'The Salon’s local mail server: nothing leaves this machine',
    logger: false,
    size: MAX_MESSAGE_BYTES,
    // No TLS here: loopback only, and an advertised STARTTLS would have nodemailer upgrade to a
    // certificate it refuses.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    // Stopping the stack should not wait half a minute for a client's pooled connection.
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' });
    },
    onConnect(session, callback) {
      if (isLoopback(session.remoteAddress)) callback();
      else callback(smtpError(554, '5.7.1 Only this machine may send here'));
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const recipient = address.address;
      if (recipient.toLowerCase().endsWith(`@${BOUNCING_DOMAIN}`)) {
        return callback(
          smtpError(550, `5.1.1 <${recipient}>: Recipient address rejected: User unknown`),
        );
      }
      const failure = failures.take(recipient);
      if (failure) return callback(smtpError(failure.code, failure.message));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) {
            return callback(smtpError(552, '5.3.4 Message exceeds the fixed maximum size'));
          }
          const mailFrom = session.envelope.mailFrom;
          store.add(
            storedMessage(parsed, {
              from: mailFrom ? mailFrom.address : null,
              to: session.envelope.rcptTo.map(({ address }) => address),
            }),
          );
          callback();
        })
        .catch((error: unknown) => callback(smtpError(554, `5.6.0 Unreadable message: ${error}`)));
    },
  });
  // Until it listens, an error (the port taken) fails the start; after, a client that went away
  // mid-command is its own affair, never the launcher's.
  let starting: ((error: Error) => void) | null = null;
  server.on('error', (error: Error) => starting?.(error));
  await new Promise<void>((resolve, reject) => {
    starting = reject;
    server.listen(options.port, options.host, () => resolve());
  });
  starting = null;
  return {
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

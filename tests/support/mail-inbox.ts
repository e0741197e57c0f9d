// The e-mail the functions sent, read from the stack's local mail server (docs/local-stack.md,
// "Mail"). The suites share one stack, two files at a time: each reads the mail of its own
// recipients, and makes its own recipients' deliveries fail.
import type { StoredMessage } from '@salon/local-stack/stack';
import { stackEndpoints } from './stack-endpoints.js';

interface InboxFilter {
  /** Sent to this address (envelope or To header), any case. */
  to?: string;
  /** A subject that contains this text, or matches this expression. */
  subject?: string | RegExp;
}

/**
 * Under the suite's 120 s test ceiling: mail comes from a trigger, which on a loaded machine can
 * take tens of seconds to run, and a test that waits in vain should say so itself.
 */
const MAIL_CEILING_MS = 90_000;
const POLL_INTERVAL_MS = 100;

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${stackEndpoints().mailInboxUrl}${path}`, init);
  if (!response.ok) throw new Error(`mail server: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const subjectMatches = (subject: string, wanted: InboxFilter['subject']) =>
  wanted === undefined ||
  (typeof wanted === 'string' ? subject.includes(wanted) : wanted.test(subject));

/** The messages that match, newest first, each with its text and HTML. */
export async function inboxMessages(filter: InboxFilter = {}): Promise<StoredMessage[]> {
  const query = filter.to ? `?to=${encodeURIComponent(filter.to)}` : '';
  const summaries = await api<Omit<StoredMessage, 'text' | 'html'>[]>(`/api/messages${query}`);
  const wanted = summaries.filter((summary) => subjectMatches(summary.subject, filter.subject));
  return Promise.all(
    wanted.map((summary) => api<StoredMessage>(`/api/messages/${encodeURIComponent(summary.id)}`)),
  );
}

/**
 * The newest message to `to` (with that subject, and for which `predicate` holds), once it has
 * arrived; throws after a generous ceiling, naming what it saw.
 */
export async function waitForMail(
  filter: InboxFilter & { to: string },
  predicate: (message: StoredMessage) => boolean = () => true,
): Promise<StoredMessage> {
  const deadline = Date.now() + MAIL_CEILING_MS;
  for (;;) {
    const messages = await inboxMessages(filter);
    const found = messages.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = messages.map((message) => JSON.stringify(message.subject)).join(', ');
      throw new Error(
        `no mail to ${filter.to} matching ${String(filter.subject ?? 'any subject')} within ` +
          `${MAIL_CEILING_MS / 1000} s (its messages: ${seen || 'none'})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/**
 * The next `count` recipients the mail server is given are refused with `code` (451 temporary,
 * 550 permanent); with `to`, only deliveries to that address, so another file's mail, sent at the
 * same time to the shared server, goes through. A count of 0 forgets any pending failure.
 */
export async function failNextDeliveries(
  count: number,
  code: 451 | 550,
  options: { to?: string; message?: string } = {},
): Promise<void> {
  await api('/api/fail', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count, code, ...options }),
  });
}

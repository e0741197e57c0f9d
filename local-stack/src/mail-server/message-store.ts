// The mail server's inbox: every message it accepted, parsed, newest first, in memory. Capped so a
// long `npm start` that sends a digest every minute cannot grow the launcher without end.
import { randomUUID } from 'node:crypto';
import type { AddressObject, ParsedMail } from 'mailparser';

/** The oldest messages are dropped beyond this many. */
const CAPACITY = 1000;

export interface StoredMessage {
  id: string;
  /** ISO 8601, when the server accepted the message. */
  receivedAt: string;
  /** What the client said in MAIL FROM and RCPT TO: the recipients a message really went to. */
  envelope: { from: string | null; to: string[] };
  /**
   * Every header, its name lowercased, its value as sent (unfolded, encoded words left as they
   * are); a header sent more than once has its values one per line.
   */
  headers: Record<string, string>;
  /** The From header as a person reads it: `The Salon <salon@localhost>`. */
  from: string;
  /** The addresses of the To header. */
  to: string[];
  subject: string;
  /** ISO 8601, from the Date header. */
  date: string | null;
  text: string | null;
  html: string | null;
  /** The Message-ID header, angle brackets included. */
  messageId: string | null;
}

/** What the list shows of a message: everything but its parts. */
export type MessageSummary = Omit<StoredMessage, 'text' | 'html'>;

function headerMap(lines: ParsedMail['headerLines']): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      // Unfolding (RFC 5322 2.2.3): a line break followed by white space is that white space.
      .replace(/\r?\n(?=[ \t])/g, '')
      .trim();
    const name = key.toLowerCase();
    headers[name] = name in headers ? `${headers[name]}\n${value}` : value;
  }
  return headers;
}

function addressesOf(header: AddressObject | AddressObject[] | undefined): string[] {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return objects.flatMap((object) =>
    object.value.flatMap((entry) =>
      (entry.group ?? [entry]).flatMap((member) => (member.address ? [member.address] : [])),
    ),
  );
}

/** `Name <address>`, the name decoded and unquoted, as a person reads it. */
function mailboxText(header: AddressObject): string {
  return header.value
    .map(({ name, address }) => (name && address ? `${name} <${address}>` : (address ?? name)))
    .join(', ');
}

export function storedMessage(
  parsed: ParsedMail,
  envelope: StoredMessage['envelope'],
  receivedAt = new Date(),
): StoredMessage {
  return {
    id: randomUUID(),
    receivedAt: receivedAt.toISOString(),
    envelope,
    headers: headerMap(parsed.headerLines),
    from: parsed.from ? mailboxText(parsed.from) : '',
    to: addressesOf(parsed.to),
    subject: parsed.subject ?? '',
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null,
    text: parsed.text ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    messageId: parsed.messageId ?? null,
  };
}

export function summaryOf({ text: _text, html: _html, ...summary }: StoredMessage): MessageSummary {
  return summary;
}

export class MessageStore {
  private messages: StoredMessage[] = [];

  add(message: StoredMessage): void {
    this.messages.unshift(message);
    if (this.messages.length > CAPACITY) this.messages.length = CAPACITY;
  }

  /** Newest first; with `to`, only those sent to that address (envelope or To header). */
  list(filter: { to?: string } = {}): StoredMessage[] {
    const to = filter.to?.toLowerCase();
    if (!to) return [...this.messages];
    return this.messages.filter((message) =>
      [...message.envelope.to, ...message.to].some((address) => address.toLowerCase() === to),
    );
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  clear(): void {
    this.messages = [];
  }
}

// A hand-driven WebChannel client speaking the wire protocol the way closure's client does, so
// tests can send exactly the requests (retries, gaps, stale AIDs) a real client may send.

import { request, type IncomingHttpHeaders } from 'node:http';
import type { JsonValue } from '../../../src/rpc/contract.js';

export const LISTEN_PATH = '/google.firestore.v1.Firestore/Listen/channel';
export const WRITE_PATH = '/google.firestore.v1.Firestore/Write/channel';
export const DATABASE = 'projects/demo-p/databases/(default)';

/**
 * How long a wait on a back channel may take before it fails: a ceiling for a 2-core machine
 * busy with other suites, not a measure of anything (what a test checks is what arrives).
 */
const WAIT_CEILING_MS = 15_000;

export type ChannelArrayOnWire = [number, JsonValue[]];

export interface HttpReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Splits `<len>\n<json>` chunks; `len` counts UTF-16 code units. Returns the parsed chunks. */
export class ChunkParser {
  private buffer = '';

  feed(text: string): JsonValue[] {
    this.buffer += text;
    const chunks: JsonValue[] = [];
    for (;;) {
      const newline = this.buffer.indexOf('\n');
      if (newline < 0) break;
      const length = Number(this.buffer.slice(0, newline));
      if (!Number.isInteger(length)) throw new Error(`Bad chunk length in ${this.buffer}`);
      if (this.buffer.length < newline + 1 + length) break;
      chunks.push(JSON.parse(this.buffer.slice(newline + 1, newline + 1 + length)) as JsonValue);
      this.buffer = this.buffer.slice(newline + 1 + length);
    }
    return chunks;
  }

  get rest(): string {
    return this.buffer;
  }
}

export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        res.setEncoding('utf8');
        let body = '';
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function forwardBody(
  offset: number,
  messages: JsonValue[],
  headers?: Record<string, string>,
): string {
  const parts: string[] = [];
  if (headers) {
    const encoded = Object.entries(headers)
      .map(([name, value]) => `${name}:${value}\r\n`)
      .join('');
    parts.push(`headers=${encodeURIComponent(encoded)}`);
  }
  parts.push(`count=${messages.length}`, `ofs=${offset}`);
  messages.forEach((message, index) =>
    parts.push(`req${index}___data__=${encodeURIComponent(JSON.stringify(message))}`),
  );
  return parts.join('&');
}

/** A back-channel GET kept open; arrays are collected as they arrive. */
export class OpenBackChannel {
  readonly arrays: ChannelArrayOnWire[] = [];
  status = 0;
  ended = false;
  private waiters: (() => void)[] = [];
  private readonly abort: () => void;

  constructor(url: string) {
    const parser = new ChunkParser();
    const req = request(url, (res) => {
      this.status = res.statusCode ?? 0;
      this.wake();
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        for (const chunk of parser.feed(text)) {
          if (this.status === 200) this.arrays.push(...(chunk as ChannelArrayOnWire[]));
        }
        this.wake();
      });
      res.on('end', () => {
        this.ended = true;
        this.wake();
      });
    });
    req.on('error', () => {
      this.ended = true;
      this.wake();
    });
    req.end();
    this.abort = () => req.destroy();
  }

  /** Waits until `predicate` holds for the arrays so far (or the response ends). */
  async waitFor(
    predicate: (arrays: ChannelArrayOnWire[]) => boolean,
    timeoutMs = WAIT_CEILING_MS,
  ): Promise<ChannelArrayOnWire[]> {
    const deadline = setTimeout(() => this.wake(), timeoutMs);
    const started = Date.now();
    try {
      while (!predicate(this.arrays)) {
        if (this.ended || Date.now() - started >= timeoutMs) {
          throw new Error(`Back channel condition not met; got ${JSON.stringify(this.arrays)}`);
        }
        await new Promise<void>((resolve) => this.waiters.push(resolve));
      }
      return this.arrays;
    } finally {
      clearTimeout(deadline);
    }
  }

  /** Waits for the response's status line: the server has taken the request as a back channel. */
  async waitForResponse(): Promise<void> {
    await this.waitFor(() => this.status !== 0);
  }

  async waitForEnd(timeoutMs = WAIT_CEILING_MS): Promise<void> {
    await this.waitFor(() => this.ended, timeoutMs).catch(() => undefined);
    if (!this.ended) throw new Error('Back channel did not end');
  }

  close(): void {
    this.abort();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** One session, driven request by request. */
export class ChannelClient {
  sid = '';
  private rid = 1000;
  private mapOffset = 0;
  lastArrayId = 0;
  readonly backChannels: OpenBackChannel[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly path: string,
  ) {}

  private url(params: Record<string, string | number>): string {
    const query = new URLSearchParams({ VER: '8', database: DATABASE });
    for (const [name, value] of Object.entries(params)) query.set(name, String(value));
    return `${this.baseUrl}${this.path}?${query.toString()}`;
  }

  async handshake(messages: JsonValue[], headers?: Record<string, string>): Promise<HttpReply> {
    const reply = await httpRequest(
      this.url({ RID: this.rid++, CVER: 22, 'X-HTTP-Session-Id': 'gsessionid', t: 1 }),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: forwardBody(0, messages, headers),
      },
    );
    this.mapOffset = messages.length;
    const [chunk] = new ChunkParser().feed(reply.body) as ChannelArrayOnWire[][];
    const created = chunk?.[0];
    if (reply.status === 200 && created) this.sid = String(created[1][1]);
    return reply;
  }

  /** Sends messages as the next maps; `offset` and `rid` can be forced to replay a retry. */
  async send(
    messages: JsonValue[],
    options: { offset?: number; rid?: number; aid?: number } = {},
  ): Promise<HttpReply> {
    const offset = options.offset ?? this.mapOffset;
    this.mapOffset = Math.max(this.mapOffset, offset + messages.length);
    return httpRequest(
      this.url({
        SID: this.sid,
        RID: options.rid ?? this.rid++,
        AID: options.aid ?? this.lastArrayId,
        t: 1,
      }),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: forwardBody(offset, messages),
      },
    );
  }

  openBackChannel(options: { aid?: number; longPoll?: boolean; timeoutMs?: number } = {}) {
    const params: Record<string, string | number> = {
      RID: 'rpc',
      SID: this.sid,
      AID: options.aid ?? this.lastArrayId,
      CI: options.longPoll ? 1 : 0,
      TYPE: 'xmlhttp',
      t: 1,
    };
    if (options.timeoutMs !== undefined) params['TO'] = options.timeoutMs;
    const backChannel = new OpenBackChannel(this.url(params));
    this.backChannels.push(backChannel);
    return backChannel;
  }

  terminate(method: 'GET' | 'POST' = 'POST'): Promise<HttpReply> {
    return httpRequest(this.url({ SID: this.sid, RID: this.rid++, TYPE: 'terminate' }), {
      method,
      body: method === 'POST' ? '' : undefined,
    });
  }

  closeAll(): void {
    for (const backChannel of this.backChannels) backChannel.close();
  }
}

/** The single message inside each array's payload. */
export const messagesOf = (arrays: ChannelArrayOnWire[]): JsonValue[] =>
  arrays.map(([, payload]) => payload[0] ?? null);

export const idsOf = (arrays: ChannelArrayOnWire[]): number[] => arrays.map(([id]) => id);

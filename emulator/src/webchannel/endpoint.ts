// The HTTP face of one WebChannel path (VER=8): tells handshake, forward POST, back-channel GET
// and terminate apart by method and query parameters, and keeps the sessions. It knows nothing of
// what the messages mean; `open` connects each new session to the application.

import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, readBodyText } from '../http-common/body.js';
import { GoogleApiError } from '../http-common/google-error.js';
import { frameArrays, frameChunk, makeChannelArray } from './framing.js';
import { ForwardBodyError, parseForwardBody } from './forward-maps.js';
import { parseInitHeaders } from './init-headers.js';
import { realTime, type Scheduler } from './scheduler.js';
import {
  WebChannelSession,
  type ChannelConsumer,
  type ServerChannel,
  type SessionTimings,
} from './session.js';

/** What the application learns about a channel when it opens. */
export interface ChannelHandshake {
  /** The handshake URL's query (Firestore puts `database` there). */
  query: URLSearchParams;
  /** Headers the client encoded into the handshake body, keys lower-cased. */
  initHeaders: Map<string, string>;
  /** The handshake request's own HTTP headers. */
  requestHeaders: IncomingHttpHeaders;
}

export type OpenChannel = (handshake: ChannelHandshake, channel: ServerChannel) => ChannelConsumer;

export interface WebChannelEndpointOptions extends Partial<SessionTimings> {
  /** The keepalive interval announced in the handshake; the client's watchdog is 1.5x it. */
  advertisedKeepaliveMs?: number;
  maxBodyBytes?: number;
  /**
   * How long the handshake reply is held. The client measures the handshake's round trip and
   * gives a streaming back channel 4x that to show its first bytes before deciding a buffering
   * proxy is in the way and falling back to long polling; on loopback that RTT is a millisecond
   * or two, a budget the browser's own scheduling overruns now and then. A short hold gives the
   * detection a realistic budget; the cost is paid once per channel.
   */
  handshakeHoldMs?: number;
  /** When the sessions' timers fire: real time unless a test brings its own clock. */
  scheduler?: Scheduler;
}

const PROTOCOL_VERSION = 8;
/** Reported in the handshake; clients only log it. */
const SERVER_VERSION = 14;

const DEFAULT_TIMINGS: SessionTimings = {
  keepaliveMs: 25_000,
  longPollHoldMs: 25_000,
  idleTimeoutMs: 60_000,
};

export class WebChannelEndpoint {
  private readonly sessions = new Map<string, WebChannelSession>();
  private readonly timings: SessionTimings;
  private readonly advertisedKeepaliveMs: number;
  private readonly maxBodyBytes: number;
  private readonly handshakeHoldMs: number;
  private readonly scheduler: Scheduler;

  constructor(
    private readonly open: OpenChannel,
    options: WebChannelEndpointOptions = {},
  ) {
    this.timings = {
      keepaliveMs: options.keepaliveMs ?? DEFAULT_TIMINGS.keepaliveMs,
      longPollHoldMs: options.longPollHoldMs ?? DEFAULT_TIMINGS.longPollHoldMs,
      idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_TIMINGS.idleTimeoutMs,
    };
    this.advertisedKeepaliveMs = options.advertisedKeepaliveMs ?? 30_000;
    this.maxBodyBytes = options.maxBodyBytes ?? 32 * 1024 * 1024;
    this.handshakeHoldMs = options.handshakeHoldMs ?? 25;
    this.scheduler = options.scheduler ?? realTime;
  }

  /** Serves one request for this channel path. Never throws: failures become HTTP errors. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      await this.dispatch(req, res, url);
    } catch (error) {
      if (error instanceof BodyTooLargeError) reply(res, 413, error.message);
      else if (error instanceof ForwardBodyError) reply(res, 400, error.message);
      else reply(res, 500, error instanceof Error ? error.message : 'Internal error');
    }
  }

  /** Ends every session (server shutdown): back channels close, applications are told. */
  close(): void {
    for (const session of [...this.sessions.values()]) session.dispose();
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const query = url.searchParams;
    const sid = query.get('SID');
    if (query.get('TYPE') === 'terminate') {
      // sendBeacon POSTs an empty body; older paths use a GET. Unknown SIDs are fine: done is done.
      if (req.method === 'POST') await readBodyText(req, this.maxBodyBytes);
      if (sid) this.sessions.get(sid)?.dispose();
      reply(res, 200, '');
      return;
    }
    if (req.method === 'POST' && sid === null) return this.handshake(req, res, query);
    if (sid === null) return reply(res, 400, 'Missing SID');
    const session = this.sessions.get(sid);
    if (!session) {
      // closure's client recognises a lost session by a 400 whose body mentions "Unknown SID".
      if (req.method === 'POST') await readBodyText(req, this.maxBodyBytes);
      const unknown = new GoogleApiError(400, 'Unknown SID', { statusName: 'INVALID_ARGUMENT' });
      return reply(res, 400, JSON.stringify(unknown.body()));
    }
    session.touch();
    acknowledgeFrom(session, query);
    if (req.method === 'GET') return this.attachBackChannel(session, res, query);
    if (req.method === 'POST') return this.forward(session, req, res);
    reply(res, 405, 'Method not allowed');
  }

  private async handshake(
    req: IncomingMessage,
    res: ServerResponse,
    query: URLSearchParams,
  ): Promise<void> {
    const body = parseForwardBody(await readBodyText(req, this.maxBodyBytes));
    const sid = randomBytes(12).toString('base64url');
    const session = new WebChannelSession(sid, this.timings, this.scheduler, (done) => {
      if (this.sessions.get(done.id) === done) this.sessions.delete(done.id);
    });
    this.sessions.set(sid, session);
    try {
      const handshake: ChannelHandshake = {
        query,
        initHeaders: parseInitHeaders(body.headers ?? query.get('headers')),
        requestHeaders: req.headers,
      };
      session.attachConsumer(this.open(handshake, session.channel));
    } catch (error) {
      session.dispose();
      throw error;
    }
    session.deliver(body.maps);

    const headers: Record<string, string> = { 'Content-Type': 'text/plain; charset=utf-8' };
    // The client names a parameter here; the id we answer is echoed on its later requests.
    if (query.get('X-HTTP-Session-Id')) headers['X-HTTP-Session-Id'] = sid;
    const created = makeChannelArray(0, [
      'c',
      sid,
      null,
      PROTOCOL_VERSION,
      SERVER_VERSION,
      this.advertisedKeepaliveMs,
    ]);
    if (this.handshakeHoldMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.handshakeHoldMs));
    }
    res.writeHead(200, headers);
    res.end(frameArrays([created]));
  }

  private async forward(
    session: WebChannelSession,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const body = parseForwardBody(await readBodyText(req, this.maxBodyBytes));
    if (!session.isDisposed) session.deliver(body.maps);
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(frameChunk(JSON.stringify(session.forwardReply())));
  }

  private attachBackChannel(
    session: WebChannelSession,
    res: ServerResponse,
    query: URLSearchParams,
  ): void {
    const mode = query.get('CI') === '1' ? 'long-poll' : 'streaming';
    const timeout = Number(query.get('TO'));
    session.attachBackChannel(
      res,
      mode,
      Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
    );
  }
}

function acknowledgeFrom(session: WebChannelSession, query: URLSearchParams): void {
  const aid = query.get('AID');
  if (aid !== null && /^\d+$/.test(aid)) session.acknowledge(Number(aid));
}

function reply(res: ServerResponse, status: number, body: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(body);
}

// The local mail server's HTTP side: the inbox page for people, a JSON API for tests, and the
// control endpoint that makes the next deliveries fail. node:http only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGE_HTML_POLICY, PAGE_POLICY, inboxPage, messagePage } from './inbox-page.js';
import { summaryOf, type MessageStore } from './message-store.js';
import type { FailureCode, SimulatedFailures } from './smtp-receiver.js';

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, html: string, policy: string): void {
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  response.end(html);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (typeof body === 'object' && body !== null) return body as Record<string, unknown>;
  } catch {
    // Answered below, as any other body that is not an object.
  }
  throw new HttpFailure(400, { error: 'the body must be a JSON object' });
}

function parseFailure(body: Record<string, unknown>) {
  const { count, code, message, to } = body;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new HttpFailure(400, { error: 'count must be a whole number, 0 or more' });
  }
  if (code !== 451 && code !== 550)
    throw new HttpFailure(400, { error: 'code must be 451 or 550' });
  if (message !== undefined && typeof message !== 'string') {
    throw new HttpFailure(400, { error: 'message must be a string' });
  }
  if (to !== undefined && typeof to !== 'string') {
    throw new HttpFailure(400, { error: 'to must be an address' });
  }
  return { count, code: code as FailureCode, message, to };
}

export interface MailHttpApi {
  port: number;
  stop(): Promise<void>;
}

export async function startMailHttpApi(options: {
  host: string;
  /** 0 picks a free port. */
  port: number;
  store: MessageStore;
  failures: SimulatedFailures;
}): Promise<MailHttpApi> {
  const { store, failures } = options;

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = request.method ?? 'GET';
    const found = (id: string | undefined) => {
      const message = id === undefined ? undefined : store.get(id);
      if (!message) throw new HttpFailure(404, { error: `no message ${id}` });
      return message;
    };

    if (path[0] === 'api') {
      if (path[1] === 'messages' && path.length === 2 && method === 'GET') {
        const to = url.searchParams.get('to') ?? undefined;
        return sendJson(response, 200, store.list({ to }).map(summaryOf));
      }
      if (path[1] === 'messages' && path.length === 2 && method === 'DELETE') {
        store.clear();
        return sendJson(response, 200, { cleared: true });
      }
      if (path[1] === 'messages' && path.length === 3 && method === 'GET') {
        return sendJson(response, 200, found(path[2]));
      }
      if (path[1] === 'fail' && path.length === 2 && method === 'POST') {
        const failure = parseFailure(await readJson(request));
        failures.failNext(failure.count, failure.code, failure.message, failure.to);
        return sendJson(response, 200, failure);
      }
      throw new HttpFailure(404, { error: `no ${method} ${url.pathname}` });
    }
    if (method !== 'GET') throw new HttpFailure(405, { error: 'only GET here' });
    if (path.length === 0) return sendHtml(response, inboxPage(store.list()), PAGE_POLICY);
    if (path[0] === 'messages' && path.length === 2) {
      return sendHtml(response, messagePage(found(path[1])), PAGE_POLICY);
    }
    if (path[0] === 'messages' && path.length === 3 && path[2] === 'html') {
      return sendHtml(response, found(path[1]).html ?? '', MESSAGE_HTML_POLICY);
    }
    throw new HttpFailure(404, { error: `nothing at ${url.pathname}` });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof HttpFailure) sendJson(response, error.status, error.body);
      else sendJson(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

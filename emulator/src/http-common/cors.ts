// CORS for a page served from another origin (the app's dev server, a test page), for every
// emulator. The SDK sends
// credentials (withCredentials), so `*` will not do: the Origin is echoed. Unary calls carry
// custom headers and are preflighted; channel requests are simple requests but still need the
// allow-origin answer, and the client reads X-HTTP-Session-Id from the handshake reply.

import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** What the SDKs send; a preflight's own list is echoed on top, so new headers keep working. */
const KNOWN_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Goog-Api-Client',
  'X-Goog-Api-Key',
  'X-Goog-Request-Params',
  'Google-Cloud-Resource-Prefix',
  'X-Firebase-GMPID',
  'X-Firebase-AppCheck',
  'X-Firebase-Client',
  'X-Client-Version',
];
const EXPOSED_HEADERS = 'X-HTTP-Session-Id, X-Client-Wire-Protocol, Content-Type';

/** Adds the CORS headers every response needs; `exposed`, what the page's SDK reads of replies. */
export function applyCorsHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  exposed = EXPOSED_HEADERS,
): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', exposed);
  res.setHeader('Vary', 'Origin');
}

/** Answers a preflight; returns false for requests that are not one. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  const requested = req.headers['access-control-request-headers'];
  const allowed = [...KNOWN_REQUEST_HEADERS, ...(requested ? [requested] : [])].join(', ');
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
  res.setHeader('Access-Control-Allow-Headers', allowed);
  res.setHeader('Access-Control-Max-Age', '3600');
  // Chromium's Private Network Access asks before a public page may reach 127.0.0.1.
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  res.writeHead(204);
  res.end();
  return true;
}

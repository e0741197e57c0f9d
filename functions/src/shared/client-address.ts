// The network address a request came from, as Google's front end saw it. Cloud Functions runs
// Express with `trust proxy` on, so `req.ip` is the leftmost X-Forwarded-For entry: whatever the
// client put there. Google's front end appends the address it received the connection from, so
// the rightmost entry is the one no client controls. (Behind an external HTTPS load balancer,
// which appends its own address after it, this would be the second from the right.)
import type { CallableRequest } from 'firebase-functions/v2/https';

export function frontEndAddress(
  request: Pick<CallableRequest['rawRequest'], 'headers' | 'socket'>,
): string {
  const forwarded = request.headers['x-forwarded-for'];
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.at(-1) ?? request.socket.remoteAddress ?? 'unknown';
}

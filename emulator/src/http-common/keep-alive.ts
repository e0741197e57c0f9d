import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than clients keep theirs (Node's own
 * agent drops an idle socket after 5 s), so a client never sends a request on a socket the server
 * is closing. With both at 5 s a loaded machine lost that race: the admin SDK's Storage upload of
 * a resized picture failed with ECONNRESET. Google's servers keep idle connections far longer.
 */
const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // A request's headers may take as long as an idle connection may wait.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}

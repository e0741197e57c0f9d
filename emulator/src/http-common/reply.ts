// Writes replies: JSON, Google's JSON error, and a status with headers and no body.

import type { ServerResponse } from 'node:http';
import type { GoogleApiError } from './google-error.js';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  // A reply already under way (a stream, a download) can only be ended.
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export function sendGoogleError(res: ServerResponse, error: GoogleApiError): void {
  sendJson(res, error.status, error.body());
}

export function sendStatus(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, headers);
  res.end();
}

// Reads a request body, refusing bodies over a limit so a misbehaving client cannot make the
// process buffer without bound. Each emulator answers the refusal in its own API's words.

import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/**
 * The whole body. Past the limit it stops keeping bytes but still drains the request, so the
 * refusal can be answered on a connection that stays usable.
 */
export function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limitBytes) {
        failed = true;
        reject(new BodyTooLargeError(`Request body over ${limitBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (failed) return;
      failed = true;
      reject(error);
    });
    // A client that hangs up mid-body may never produce 'end' or 'error'.
    req.on('close', () => {
      if (failed || req.complete) return;
      failed = true;
      reject(new Error('The client closed the request before its body ended'));
    });
  });
}

export async function readBodyText(req: IncomingMessage, limitBytes: number): Promise<string> {
  return (await readBody(req, limitBytes)).toString('utf8');
}

/** Why a body is not a JSON object: not JSON at all, or JSON of another kind. */
export type NotAnObject = 'not-json' | 'not-object';

/**
 * A JSON object body; an empty (or blank) body is `{}`, as Google's APIs take it. `refuse` makes
 * the error the caller's API answers with.
 */
export function parseJsonObject(
  text: string,
  refuse: (problem: NotAnObject) => Error,
): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse('not-json');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw refuse('not-object');
  }
  return value as Record<string, unknown>;
}

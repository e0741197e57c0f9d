// Reads a request body as UTF-8 text, refusing bodies over a limit so a misbehaving client
// cannot make the process buffer without bound.

import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

export function readBodyText(req: IncomingMessage, limitBytes: number): Promise<string> {
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
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
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

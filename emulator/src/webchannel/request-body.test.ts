import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBodyText } from './request-body.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** Serves one request with readBodyText and reports how reading ended. */
async function readOnce(limit: number, send: (port: number) => void): Promise<unknown> {
  const outcome = new Promise<unknown>((resolve) => {
    server = createServer((req, res) => {
      readBodyText(req, limit).then(resolve, resolve);
      res.on('error', () => undefined);
      req.on('end', () => res.end());
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  send((server!.address() as AddressInfo).port);
  return outcome;
}

function post(port: number, body: string, hangUp = false): void {
  const req = request({ port, host: '127.0.0.1', method: 'POST' }, (res) => res.resume());
  req.on('error', () => undefined);
  if (hangUp) {
    req.write(body);
    setTimeout(() => req.destroy(), 20);
  } else {
    req.end(body);
  }
}

describe('readBodyText', () => {
  it('reads a UTF-8 body', async () => {
    expect(await readOnce(100, (port) => post(port, 'Dvořák'))).toBe('Dvořák');
  });

  it('refuses a body over the limit', async () => {
    expect(await readOnce(4, (port) => post(port, 'too long'))).toBeInstanceOf(BodyTooLargeError);
  });

  it('fails instead of waiting forever when the client hangs up mid-body', async () => {
    const outcome = await readOnce(100, (port) => post(port, 'partial', true));
    expect(outcome).toBeInstanceOf(Error);
  });
});

import { createServer, request, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLargeError, parseJsonObject, readBodyText } from './body.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/**
 * Serves one request with readBodyText and reports how reading ended; `onRequest` runs once the
 * server is reading it.
 */
async function readOnce(
  limit: number,
  send: (port: number) => void,
  onRequest: () => void = () => undefined,
): Promise<unknown> {
  const outcome = new Promise<unknown>((resolve) => {
    server = createServer((req, res) => {
      readBodyText(req, limit).then(resolve, resolve);
      res.on('error', () => undefined);
      req.on('end', () => res.end());
      onRequest();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  send((server!.address() as AddressInfo).port);
  return outcome;
}

/** Posts `body`; with `endBody` false the body is left unfinished, the request open. */
function post(port: number, body: string, endBody = true): ClientRequest {
  const req = request({ port, host: '127.0.0.1', method: 'POST' }, (res) => res.resume());
  req.on('error', () => undefined);
  if (endBody) req.end(body);
  else req.write(body);
  return req;
}

describe('readBodyText', () => {
  it('reads a UTF-8 body', async () => {
    expect(await readOnce(100, (port) => post(port, 'Dvořák'))).toBe('Dvořák');
  });

  it('refuses a body over the limit', async () => {
    expect(await readOnce(4, (port) => post(port, 'too long'))).toBeInstanceOf(BodyTooLargeError);
  });

  it('fails instead of waiting forever when the client hangs up mid-body', async () => {
    // The client hangs up once the server is reading, not after a guessed delay: on a loaded
    // machine a hang-up before the server saw the request left it nothing to fail.
    let client: ClientRequest | undefined;
    const outcome = await readOnce(
      100,
      (port) => (client = post(port, 'partial', false)),
      () => client?.destroy(),
    );
    expect(outcome).toBeInstanceOf(Error);
  });
});

describe('parseJsonObject', () => {
  const refuse = (problem: string) => new Error(problem);

  it('reads an object, and a blank body as an empty one', () => {
    expect(parseJsonObject('{"a":1}', refuse)).toEqual({ a: 1 });
    expect(parseJsonObject(' \n', refuse)).toEqual({});
  });

  it("refuses with the caller's error what is not JSON, or not an object", () => {
    expect(() => parseJsonObject('{', refuse)).toThrow('not-json');
    for (const text of ['[1]', 'null', '"text"']) {
      expect(() => parseJsonObject(text, refuse)).toThrow('not-object');
    }
  });
});

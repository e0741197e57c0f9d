// The port in front of a server, taken down and brought back: meanwhile a request is refused as
// by a server that is not there, one already open is cut, and afterwards the same port answers
// again from the same server. Loopback only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually } from '@salon/emulator/testing';
import { forwardSwitchablePort, type SwitchablePort } from './switchable-port.js';

const host = '127.0.0.1';
let server: Server;
let front: SwitchablePort;
/** Answers the request to /slow, which the server holds; null until it has arrived. */
let release: (() => void) | null = null;

beforeAll(async () => {
  let served = 0;
  server = createServer((req, res) => {
    served += 1;
    const answer = () => res.end(`answer ${served}`);
    if (req.url === '/slow') release = answer;
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const targetPort = (server.address() as AddressInfo).port;
  front = await forwardSwitchablePort({ host, port: 0, targetPort });
});

afterAll(async () => {
  await front.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const causeOf = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

it('refuses connections while down, cuts the open ones, and serves again once up', async () => {
  const url = `http://${host}:${front.port}`;
  expect(await (await fetch(`${url}/`)).text()).toMatch(/^answer \d+$/);

  const slow = fetch(`${url}/slow`).then(
    () => 'answered',
    (error: unknown) => causeOf(error) ?? String(error),
  );
  await eventually(() => release !== null);
  await front.takeDown();
  expect(await slow).not.toBe('answered');
  const refused = await fetch(`${url}/`).then(
    () => 'answered',
    (error: unknown) => causeOf(error),
  );
  expect(refused).toBe('ECONNREFUSED');

  await front.bringUp();
  expect(await (await fetch(`${url}/`, { headers: { connection: 'close' } })).text()).toMatch(
    /^answer \d+$/,
  );
});

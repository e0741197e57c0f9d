// A start that fails half way (here the site's port is taken) rejects with the reason and leaves
// nothing behind: the functions host, the emulators and their ports are all released, so the
// next start (or the next test) finds them free.
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, test } from 'vitest';
import { freePort } from '@salon/emulator';
import { readProjectFiles, startLocalStack } from '../src/local-stack.js';
import { START_CEILING_MS } from './support/ceilings.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const host = '127.0.0.1';

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const ports = { firestore: 0, auth: 0, functions: 0, web: 0, spotify: 0 };
let failure: unknown;

// The start, slow on a busy machine (it waits for the functions host before stopping it), is
// setup with its own ceiling; the tests look at what it left.
beforeAll(async () => {
  for (const name of Object.keys(ports) as (keyof typeof ports)[]) {
    ports[name] = await freePort(host);
  }
  const squatter = await listen(ports.web);
  try {
    const started = await startLocalStack({
      root,
      projectId: 'demo-failed-start',
      host,
      ports,
      ...readProjectFiles(root),
      seedDemoData: false,
      web: true,
      log: () => undefined,
    });
    await started.stop(); // it should not have started; the first test says so
  } catch (error) {
    failure = error;
  } finally {
    squatter.close();
  }
}, START_CEILING_MS);

test('a failed start rejects with the reason', () => {
  expect(failure).toBeInstanceOf(Error);
  expect((failure as Error).message).toMatch(/web exited with code \d+ before it was ready/);
});

test('a failed start stops what it had started and frees every port', async () => {
  for (const port of [ports.firestore, ports.auth, ports.functions, ports.spotify]) {
    const server = await listen(port); // throws EADDRINUSE if something was left listening
    server.close();
  }
});

// A start that fails half way (here the site's port is taken) rejects with the reason and leaves
// nothing behind: the functions host, the emulators and their ports are all released, so the
// next start (or the next test) finds them free.
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { freePort } from '@salon/emulator';
import { readProjectFiles, startLocalStack } from '../src/local-stack.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const host = '127.0.0.1';

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

test('a failed start stops what it had started and frees every port', async () => {
  const ports = {
    firestore: await freePort(host),
    auth: await freePort(host),
    functions: await freePort(host),
    web: await freePort(host),
    spotify: await freePort(host),
  };
  const squatter = await listen(ports.web);
  try {
    await expect(
      startLocalStack({
        root,
        projectId: 'demo-failed-start',
        host,
        ports,
        ...readProjectFiles(root),
        seedDemoData: false,
        web: true,
        log: () => undefined,
      }),
    ).rejects.toThrow(/web exited with code \d+ before it was ready/);
  } finally {
    squatter.close();
  }
  for (const port of [ports.firestore, ports.auth, ports.functions, ports.spotify]) {
    const server = await listen(port); // throws EADDRINUSE if something was left listening
    server.close();
  }
}, 60_000);

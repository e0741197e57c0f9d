// The functions host is a child of the launcher; when the launcher dies without stopping it (a
// SIGKILL), its stdin pipe closes and the host must go too, not hold its port as an orphan, even
// in the middle of a graceful stop that waits on a trigger; and a host that cannot start says why
// and exits rather than linger. Each host's start is setup, with a ceiling for a busy machine.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_CEILING_MS } from '../../test/support/ceilings.js';
import { exitOf, watchOutput, type OutputWatch } from '../../test/support/processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// The compiled entry point, as the launcher runs it (Node 20 cannot run TypeScript itself).
const builtMain = path.resolve(here, '../../dist/functions-host/main.js');
const projectId = 'demo-exit-test';

function startHost(fixture: string, port: number) {
  if (!existsSync(builtMain)) throw new Error(`${builtMain} is missing: npm run build first`);
  const host = spawn(
    process.execPath,
    [
      builtMain,
      ...['--functions', path.join(here, 'fixtures', fixture)],
      ...['--project', projectId, '--port', String(port)],
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  return { host, output: watchOutput(host) };
}

/** Started hosts, killed after the suite if a test left one running. */
const started: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const host of started)
    if (host.exitCode === null && host.signalCode === null) host.kill('SIGKILL');
});

describe('the functions host process', () => {
  describe('when idle', () => {
    let host: ChildProcessWithoutNullStreams;
    beforeAll(async () => {
      let output: OutputWatch;
      ({ host, output } = startHost('sample-functions.mjs', 0));
      started.push(host);
      await output.line(/Functions host ready/);
    }, START_CEILING_MS);

    it('stops when its stdin closes, as when the launcher is killed', async () => {
      host.stdin.end();

      expect(await exitOf(host)).toBe(0);
    });
  });

  describe('while a trigger runs', () => {
    let host: ChildProcessWithoutNullStreams;
    beforeAll(async () => {
      let output: OutputWatch;
      ({ host, output } = startHost('stuck-trigger.mjs', 0));
      started.push(host);
      const [, url] = await output.line(/Functions host ready at (\S+)/);
      const now = new Date().toISOString();
      const name = `projects/${projectId}/databases/(default)/documents/stuck/one`;
      const response = await fetch(`${url}/_emulator/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          writes: [
            {
              name,
              before: null,
              after: { name, fields: {}, createTime: now, updateTime: now },
              time: now,
            },
          ],
        }),
      });
      expect(response.status).toBe(202);
      await output.line(/stuck trigger running/);
    }, START_CEILING_MS);

    it('stops at once when the launcher dies during its graceful stop', async () => {
      // The launcher's Ctrl-C stops its children with SIGTERM; the host then waits for its
      // running trigger. A SIGKILL of the launcher meanwhile closes the host's stdin.
      host.kill('SIGTERM');
      host.stdin.end();

      expect(await exitOf(host)).toBe(0);
    });
  });

  describe('when its port is taken', () => {
    let squatter: Server;
    let code: number | null;
    let output: OutputWatch;
    beforeAll(async () => {
      squatter = createServer();
      await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', () => resolve()));
      const { port } = squatter.address() as { port: number };
      let host: ChildProcessWithoutNullStreams;
      ({ host, output } = startHost('sample-functions.mjs', port));
      started.push(host);
      code = await exitOf(host);
    }, START_CEILING_MS);
    afterAll(() => squatter.close());

    it('exits 1 saying why', () => {
      expect(code).toBe(1);
      expect(output.lines.join('\n')).toContain('could not start');
      expect(output.lines.join('\n')).toContain('EADDRINUSE');
    });
  });
});

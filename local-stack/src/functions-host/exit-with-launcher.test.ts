// The functions host is a child of the launcher; when the launcher dies without stopping it (a
// SIGKILL), its stdin pipe closes and the host must go too, not hold its port as an orphan; and a
// host that cannot start says why and exits rather than linger.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
// The compiled entry point, as the launcher runs it (Node 20 cannot run TypeScript itself).
const builtMain = path.resolve(here, '../../dist/functions-host/main.js');

function startHost(port: number) {
  if (!existsSync(builtMain)) throw new Error(`${builtMain} is missing: npm run build first`);
  return spawn(
    process.execPath,
    [
      builtMain,
      '--functions',
      path.join(here, 'fixtures/sample-functions.mjs'),
      '--project',
      'demo-exit-test',
      '--port',
      String(port),
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
}

describe('the functions host process', () => {
  it('stops when its stdin closes, as when the launcher is killed', async () => {
    const host = startHost(0);
    const exited = new Promise<number | null>((resolve) => host.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      host.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Functions host ready')) resolve();
      });
      host.once('exit', (code) => reject(new Error(`the host exited first (${code})`)));
    });

    host.stdin.end();

    expect(await exited).toBe(0);
  });

  it('exits 1 saying why when its port is taken', async () => {
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', () => resolve()));
    const { port } = squatter.address() as { port: number };
    try {
      const host = startHost(port);
      let errors = '';
      host.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => host.once('exit', resolve));
      expect(code).toBe(1);
      expect(errors).toContain('could not start');
      expect(errors).toContain('EADDRINUSE');
    } finally {
      squatter.close();
    }
  });
});

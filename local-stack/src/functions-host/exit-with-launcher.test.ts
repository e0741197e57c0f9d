// The functions host is a child of the launcher; when the launcher dies without stopping it (a
// SIGKILL), its stdin pipe closes and the host must go too, not hold its port as an orphan.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
// The compiled entry point, as the launcher runs it (Node 20 cannot run TypeScript itself).
const builtMain = path.resolve(here, '../../dist/functions-host/main.js');

describe('the functions host process', () => {
  it('stops when its stdin closes, as when the launcher is killed', async () => {
    if (!existsSync(builtMain)) throw new Error(`${builtMain} is missing: npm run build first`);
    const host = spawn(
      process.execPath,
      [
        builtMain,
        '--functions',
        path.join(here, 'fixtures/sample-functions.mjs'),
        '--project',
        'demo-exit-test',
        '--port',
        '0',
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
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
});

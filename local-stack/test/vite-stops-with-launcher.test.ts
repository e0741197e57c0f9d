// Vite is a child of the launcher; when the launcher dies without stopping it (a SIGKILL), its
// stdin pipe closes and Vite must go too, not hold the site's port as an orphan (it did: an
// interrupted `npm test` left `vite preview` on port 5173, and the next run could not start).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { START_CEILING_MS } from './support/ceilings.js';
import { exitOf, watchOutput } from './support/processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'web');
// The compiled preload, as the launcher passes it (Node 20 cannot run TypeScript itself).
const preload = path.join(root, 'local-stack/dist/vite-stops-with-launcher.js');
const viteBin = path.join(
  path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

let vite: ChildProcessWithoutNullStreams;

// Vite's start is setup, with a ceiling for a busy machine, not part of the test's own time.
beforeAll(async () => {
  if (!existsSync(preload)) throw new Error(`${preload} is missing: npm run build first`);
  // The dev server on a free port, started as local-stack.ts starts it.
  vite = spawn(
    process.execPath,
    ['--import', pathToFileURL(preload).href, viteBin, '--port', '0'],
    {
      cwd: webDir,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  await watchOutput(vite).line(/Local:\s+http/);
}, START_CEILING_MS);

afterAll(() => {
  if (vite.exitCode === null && vite.signalCode === null) vite.kill('SIGKILL');
});

it('stops Vite when its stdin closes, as when the launcher is killed', async () => {
  vite.stdin.end();

  expect(await exitOf(vite)).toBe(0);
});

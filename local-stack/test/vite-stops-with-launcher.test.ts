// Vite is a child of the launcher; when the launcher dies without stopping it (a SIGKILL), its
// stdin pipe closes and Vite must go too, not hold the site's port as an orphan (it did: an
// interrupted `npm test` left `vite preview` on port 5173, and the next run could not start).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'web');
// The compiled preload, as the launcher passes it (Node 20 cannot run TypeScript itself).
const preload = path.join(root, 'local-stack/dist/vite-stops-with-launcher.js');
const viteBin = path.join(
  path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

it('stops Vite when its stdin closes, as when the launcher is killed', async () => {
  if (!existsSync(preload)) throw new Error(`${preload} is missing: npm run build first`);
  // The dev server on a free port, started as local-stack.ts starts it.
  const vite = spawn(
    process.execPath,
    ['--import', pathToFileURL(preload).href, viteBin, '--port', '0'],
    { cwd: webDir, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) => vite.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    vite.stdout.on('data', (chunk: Buffer) => {
      // Coloured where FORCE_COLOR is set, as on CI: "Local:" and the address are apart then.
      if (/Local:\s+http/.test(stripVTControlCharacters(chunk.toString()))) resolve();
    });
    vite.once('exit', (code) => reject(new Error(`Vite exited before it was ready (${code})`)));
  });

  vite.stdin.end();

  expect(await exited).toBe(0);
});

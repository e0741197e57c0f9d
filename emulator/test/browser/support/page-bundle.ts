// Bundles the test page with Vite's build API, the way an app ships the browser build of
// `firebase`, and serves it from its own origin (a different port from the emulator, so every
// call the SDK makes is cross-origin and CORS is exercised as in `npm start`).

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const firestoreHarness = fileURLToPath(new URL('../page/harness.ts', import.meta.url));

const INDEX_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Firestore browser transport</title></head>
<body><script type="module" src="/harness.js"></script></body></html>`;

export interface ServedPage {
  url: string;
  stop(): Promise<void>;
}

async function bundleHarness(outDir: string, harnessEntry: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      lib: { entry: harnessEntry, formats: ['es'], fileName: () => 'harness.js' },
    },
  });
  return readFile(join(outDir, 'harness.js'), 'utf8');
}

/** @param harnessEntry the page's script: the Firestore harness unless another is named. */
export async function serveHarnessPage(harnessEntry = firestoreHarness): Promise<ServedPage> {
  const outDir = await mkdtemp(join(tmpdir(), 'firestore-browser-page-'));
  const script = await bundleHarness(outDir, harnessEntry);
  const server: Server = createServer((req, res) => {
    if (req.url === '/harness.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(script);
    } else if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(INDEX_HTML);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

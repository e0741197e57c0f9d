// A blank page that loads the browser SDK as a site using Google's CDN does: the official
// `firebase-*.js` builds from node_modules/firebase (unmodified), found through an import map
// under their gstatic addresses, so nothing is fetched from outside this machine. The page has
// its own origin, so every call to the emulators is cross-origin as in the real site.
// Serves the page; what it can do is in `SdkPageApi`.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const require = createRequire(import.meta.url);
const firebaseDir = path.dirname(require.resolve('firebase/package.json'));
const { version } = require('firebase/package.json') as { version: string };

/** The CDN address the SDK's own modules import each other by. */
const sdkUrl = (module: 'app' | 'auth' | 'functions') =>
  `https://www.gstatic.com/firebasejs/${version}/firebase-${module}.js`;

const MODULES = ['app', 'auth', 'functions'] as const;

/**
 * The page's own module: `globalThis.sdkPage.signIn(setup)` signs in and connects the emulators,
 * `globalThis.sdkPage.call(name, data)` calls a function and answers plain JSON, refusals too.
 * (Kept as page text: test-runner transforms must not touch what runs in the browser.)
 */
const pageModule = `
import { initializeApp } from '${sdkUrl('app')}';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from '${sdkUrl('auth')}';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from '${sdkUrl('functions')}';
let functions;
globalThis.sdkPage = {
  async signIn(setup) {
    const app = initializeApp({ projectId: setup.projectId, apiKey: 'demo-key' });
    const auth = getAuth(app);
    connectAuthEmulator(auth, setup.authUrl, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, setup.email, setup.password);
    functions = getFunctions(app);
    connectFunctionsEmulator(functions, setup.functionsHost, setup.functionsPort);
  },
  async call(name, data) {
    try {
      return { ok: true, data: (await httpsCallable(functions, name)(data)).data };
    } catch (error) {
      return { ok: false, code: error.code, message: error.message, details: error.details };
    }
  },
};`;

const page = `<!doctype html>
<html><head><meta charset="utf-8"><title>Browser SDK</title>
<script type="importmap">${JSON.stringify({
  imports: Object.fromEntries(MODULES.map((module) => [sdkUrl(module), `/firebase-${module}.js`])),
})}</script>
<script type="module">${pageModule}</script></head><body></body></html>`;

/** What the page's module offers the tests (see pageModule). */
export interface SdkPageApi {
  signIn(setup: {
    projectId: string;
    authUrl: string;
    functionsHost: string;
    functionsPort: number;
    email: string;
    password: string;
  }): Promise<void>;
  call(name: string, data: unknown): Promise<CallOutcome>;
}

export type CallOutcome =
  { ok: true; data: unknown } | { ok: false; code: string; message: string; details: unknown };

export interface SdkPage {
  url: string;
  stop(): Promise<void>;
}

export async function serveSdkPage(): Promise<SdkPage> {
  const scripts = new Map<string, string>(
    await Promise.all(
      MODULES.map(
        async (module) =>
          [
            `/firebase-${module}.js`,
            await readFile(path.join(firebaseDir, `firebase-${module}.js`), 'utf8'),
          ] as const,
      ),
    ),
  );
  const server: Server = createServer((req, res) => {
    const script = scripts.get(req.url ?? '');
    if (script) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(script);
    } else if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

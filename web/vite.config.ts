import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localFirebaseTarget } from './local-firebase-target.ts';
import { pagePreloads } from './page-preloads.ts';
import { HYDRATED_PAGE_MODULES } from './src/server/hydrated-pages.ts';
import { shellFileName } from './shell-file-name.ts';
import { unusedSdkStubs } from './unused-sdk-stubs.ts';

// `source` resolves workspace packages (domain) to their TypeScript, so no prebuild is needed.
const workspaceSourceConditions = ['source'];

export default defineConfig(({ mode, isSsrBuild }) => ({
  // The server entry's build has no page to name (shellFileName) and no files of public/ to copy.
  // The pages publicPages renders, hydrated in the browser, have their chunks named in the shell
  // for publicPages to preload (page-preloads.ts).
  plugins: [
    react(),
    unusedSdkStubs(),
    ...(isSsrBuild
      ? []
      : [
          pagePreloads(Object.values(HYDRATED_PAGE_MODULES).filter((name) => name !== null)),
          shellFileName(),
        ]),
  ],
  resolve: { conditions: workspaceSourceConditions },
  // The dev server's scan starts from index.html and misses what only the history-import worker
  // imports; found late, fflate would be optimised mid-session and the page reloaded under a
  // member's import.
  optimizeDeps: { include: ['fflate'] },
  ssr: {
    // Tests in the node environment (feature-boundaries.test.ts) resolve workspaces the same way.
    resolve: { conditions: workspaceSourceConditions },
    // The server entry (`npm run build:server`) is one file with React and every package in it:
    // functions/ bundles it as it is, with no copy of the app's dependencies of its own.
    ...(isSsrBuild && { noExternal: true }),
  },
  define: {
    // Local runs talk to the emulators of firebase.json under the demo project of .firebaserc;
    // a production build (`mode === 'production'` with VITE_FIREBASE_* set) talks to Firebase.
    // Read beside this file, not the working directory: tools that load this config from the
    // repository's root (knip) read the same files.
    __LOCAL_FIREBASE__: JSON.stringify(
      mode === 'production' && process.env.VITE_FIREBASE_PROJECT_ID
        ? null
        : localFirebaseTarget(
            JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')),
            JSON.parse(readFileSync(new URL('../.firebaserc', import.meta.url), 'utf8')),
          ),
    ),
  },
  build: {
    rolldownOptions: {
      // A feature's index (the app and pages import a feature through it) only re-exports: marked
      // free of side effects, a piece imported through it links straight to that piece's module,
      // so a page's chunks hold what it uses, not all its features' indexes list. Unmarked, an
      // index counts as running every module it lists: the shell took all of auth (every first
      // visit 19 kB more, the Salon's 39 kB). A feature's CSS is therefore imported by its
      // components, never by its index: a style sheet imported there would be dropped.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/]features[\\/][a-z-]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
      output: isSsrBuild
        ? { codeSplitting: false }
        : {
            // The SDKs change far less often than our code: their own chunks stay cached across
            // releases. Firestore alone is ~500 kB minified, hence the higher warning limit.
            // Functions and Storage stay out of them: each loads on first use (app/firebase.ts), in a
            // chunk of its own. (A group of its own would take the SDK modules it imports along.)
            codeSplitting: {
              groups: [
                {
                  name: 'firebase',
                  test: /node_modules[\\/](@firebase[\\/](?!functions[\\/]|storage[\\/])|firebase[\\/](?!functions[\\/]|storage[\\/])|reactfire[\\/])/,
                },
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                {
                  // Three small modules every page showing posts or a member's profile
                  // loads (Block's actions and its dialog's loader, a member's visible
                  // location) stay one chunk: split by the pages that use them, the dialog's
                  // loader, which the own profile does without, became a chunk of its own,
                  // one more for the Salon's first visit (0.2 kB). Captured alone: their
                  // imports stay where they are (the shell's lazyNamed, the SDK).
                  name: 'block-actions',
                  test: /src[\\/](components[\\/]block[\\/](use-block-actions|lazy-block-dialog)|lib[\\/]visible-location)\.ts$/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
    },
    chunkSizeWarningLimit: 800,
    copyPublicDir: !isSsrBuild,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: functionRewrites(process.env['SALON_FUNCTIONS_BASE']),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A ceiling, not a wait: page tests type into forms like a person, and at load 20 on 2 cores
    // (a CPU hog, other suites and builds beside them) one took over 15 s.
    testTimeout: 120_000,
    // Every core: vitest's default keeps one for its main process, which is idle here.
    maxWorkers: '100%',
    // Each file still gets a fresh module graph and jsdom window (files mock modules), but in a
    // VM context of a worker kept for the next file: starting a worker and loading jsdom for each
    // of the 74 files was half the suite's CPU (285 s of CPU with forks, 144 s so, 27 Nov 2026).
    pool: 'vmThreads',
  },
}));

/**
 * In `npm start`'s dev server, the Hosting rewrite a link from outside the app reaches (an
 * e-mail's unsubscribe link) goes to the functions host, as Hosting sends it in production
 * (firebase.json); the launcher names the host's base URL. The built site's local Hosting applies
 * firebase.json itself.
 */
function functionRewrites(functionsBase: string | undefined) {
  if (!functionsBase) return undefined;
  const base = new URL(functionsBase);
  return {
    '/mail/unsubscribe': {
      target: base.origin,
      rewrite: (path: string) =>
        path.replace('/mail/unsubscribe', `${base.pathname}/mailUnsubscribe`),
    },
  };
}

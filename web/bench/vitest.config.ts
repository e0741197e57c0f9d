import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run bench -w web`: figures printed to the console, no assertions.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // Workspaces resolved to their TypeScript, as in vite.config.ts: this environment is node's, which
  // reads ssr's conditions (without them, @salon/domain needed its build, absent in a fresh clone).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    environment: 'node',
    include: ['bench/**/*.bench.ts'],
    testTimeout: 300_000,
    silent: false,
  },
});

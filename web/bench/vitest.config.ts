import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run bench -w web`: figures printed to the console, no assertions.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { conditions: ['source'] },
  test: {
    environment: 'node',
    include: ['bench/**/*.bench.ts'],
    testTimeout: 300_000,
    silent: false,
  },
});

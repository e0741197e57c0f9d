import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run bench`: figures printed to the console, no assertions (see emulator.bench.ts).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['bench/**/*.bench.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
    silent: false,
    // Memory figures are taken after a full collection, so they show what is kept, not garbage.
    execArgv: ['--expose-gc'],
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run bench`: figures printed to the console, no assertions (see admin-users.bench.ts).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['bench/**/*.bench.ts'],
    testTimeout: 900_000,
    hookTimeout: 60_000,
    silent: false,
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The browser suite: the unmodified browser build of `firebase` in Debian's Chromium against the
// emulator's HTTP/1.1 transport. Kept apart from the unit suites (its files end in .e2e.ts).
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/browser/**/*.e2e.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

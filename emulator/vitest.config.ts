import { defineConfig } from 'vitest/config';

// Unit suites (next to the modules) and the SDK conformance suites (test/). The browser suite has
// its own config (test/browser/vitest.config.ts).
export default defineConfig({
  test: {
    // Every core: vitest's default keeps one for its main process, which is idle here.
    maxWorkers: '100%',
    // One module graph per worker, not per file: the suite keeps no state between files, and
    // loading the emulator and the Firebase SDKs again for every file was nine tenths of its time
    // (134 s to 17 s on two cores).
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/browser/**', '**/node_modules/**'],
    // Ceilings, not waits, for a 2-core machine shared with other suites and a CPU hog.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

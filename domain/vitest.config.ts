import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: vitest's default keeps one for its main process, which is idle here.
    maxWorkers: '100%',
    // One module graph per worker, not per file: the suite keeps no state between files, and
    // loading zod and fast-check again for every file was nine tenths of its time (103 s to 10 s
    // on two cores).
    isolate: false,
    include: ['src/**/*.test.ts'],
    // A ceiling, not a wait, for a 2-core machine shared with a CPU hog and other suites: the
    // generated-input tests run hundreds of cases each.
    testTimeout: 120_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 95 },
    },
  },
});

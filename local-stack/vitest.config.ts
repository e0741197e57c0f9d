import { defineConfig } from 'vitest/config';

// Unit suites (next to the modules) and the SDK conformance suites (test/). The browser suite has
// its own config (test/browser/vitest.config.ts).
export default defineConfig({
  test: {
    // Every core: vitest's default keeps one for its main process, which is idle here.
    maxWorkers: '100%',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/browser/**', '**/node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});

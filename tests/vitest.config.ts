import { defineConfig } from 'vitest/config';

// Suites that need the local stack (Firestore, Auth, functions) share one, started once on free
// ports by the global setup; each file uses its own documents.
export default defineConfig({
  test: {
    // Two files at a time on two cores: most of a file's time is spent waiting on the stack.
    maxWorkers: 2,
    include: [
      'integration/**/*.test.ts',
      'rules/**/*.test.ts',
      'functions/**/*.test.ts',
      // The load run's pure parts; the run itself is `npm run load` (docs/load.md).
      'load/**/*.test.ts',
    ],
    globalSetup: ['support/global-stack.ts'],
    // The Firestore SDK's protocol definitions parsed once per worker, not per rules context: most
    // of the workers' CPU (445 s of CPU for the suite before, 338 s after, 27 Nov 2026).
    setupFiles: ['support/shared-firestore-protos.ts'],
    // A ceiling, not a wait: every test waits for its conditions (settled triggers, documents).
    // The heaviest, 50 follows at once and the 70 trigger runs they start, took over 30 s on a
    // 2-core machine at load 15 (a CPU hog and builds beside the suite), and a test cut short
    // leaves its triggers running into the next one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

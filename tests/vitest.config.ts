import { defineConfig } from 'vitest/config';

// Suites that need the local stack (Firestore, Auth, functions) share one, started once on free
// ports by the global setup; each file uses its own documents.
export default defineConfig({
  test: {
    // Two files at a time on two cores: most of a file's time is spent waiting on the stack.
    maxWorkers: 2,
    include: ['integration/**/*.test.ts', 'rules/**/*.test.ts', 'functions/**/*.test.ts'],
    globalSetup: ['support/global-stack.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

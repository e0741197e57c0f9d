import { defineConfig, devices } from '@playwright/test';
import {
  LOCAL_STACK_COMMAND,
  chromiumLaunchOptions,
  localStackServer,
} from './support/playwright-chromium.js';

const webUrl = 'http://127.0.0.1:5173';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Ceilings, not waits: each step waits for its condition. On 2 cores at load 20 (a CPU hog and
  // other suites beside the walks) the longest walk, axe on every member screen, took 1.7 min.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: webUrl,
    // Recording a trace costs about a fifth of the walks' time on two cores (screencast frames
    // and DOM snapshots all along), so only a retry records one; to record every test, run
    // `npx playwright test --trace on`.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  // The local stack (support/playwright-chromium.ts). The root `npm test` builds the stack and
  // functions it runs; the site is built here (a second or two), so a change to web/ is never
  // tested stale.
  webServer: {
    ...localStackServer,
    command: `npm run build -w web --silent && ${LOCAL_STACK_COMMAND}`,
  },
});

import { defineConfig, devices } from '@playwright/test';

// Browsers cannot be downloaded here: Playwright drives Debian's Chromium.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webUrl = 'http://127.0.0.1:5173';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // The whole local stack, in memory and freshly seeded with the demo data, on the ports of
  // firebase.json (so stop `npm start` first). The root `npm test` builds the stack and functions
  // it runs; the site is built here (a second or two), so a change to web/ is never tested stale.
  webServer: {
    command:
      'npm run build -w web --silent && node local-stack/dist/main.js --ephemeral --built-web',
    cwd: '..',
    // Not `url`: the site answers ~10 s before the Auth emulator is up and the demo people are
    // seeded, so a first test that signs in would fail. The launcher says when all of it is ready.
    wait: { stdout: /Local stack ready/ },
    reuseExistingServer: false,
    timeout: 240_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});

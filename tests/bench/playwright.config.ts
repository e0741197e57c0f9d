import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/playwright-chromium.js';

// `npm run bench -w tests`: the history import in Chromium, against the Vite dev server alone
// (the import needs no backend). Prints figures only.
export default defineConfig({
  testDir: '.',
  testMatch: 'history-import.chromium.ts',
  timeout: 300_000,
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: 'http://127.0.0.1:5173',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'npm run dev -w web',
    cwd: '../..',
    url: 'http://127.0.0.1:5173',
    reuseExistingServer: false,
    timeout: 120_000,
  },
});

import { defineConfig } from '@playwright/test';
import {
  LOCAL_STACK_COMMAND,
  chromiumLaunchOptions,
  localStackServer,
} from '../support/playwright-chromium.js';

// `npm run bench -w web` (or `npm run bench:first-visit -w tests`): the production build against
// the whole local stack with the demo data, in Chromium. Prints figures only.
export default defineConfig({
  testDir: '.',
  testMatch: 'first-visit.ts',
  timeout: 600_000,
  workers: 1,
  reporter: 'list',
  use: { baseURL: 'http://127.0.0.1:5173', launchOptions: chromiumLaunchOptions },
  webServer: { ...localStackServer, cwd: '../..', command: LOCAL_STACK_COMMAND },
});

import { defineConfig } from '@playwright/test';

// `npm run bench -w web`, second half: the production build (web/dist, served by `vite preview`)
// against the whole local stack with the demo data, in Debian's Chromium. Prints figures only.
export default defineConfig({
  testDir: '.',
  testMatch: '*.chromium.ts',
  timeout: 600_000,
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: 'http://127.0.0.1:5173',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node local-stack/dist/main.js --ephemeral --built-web',
    cwd: '../..',
    wait: { stdout: /Local stack ready/ },
    reuseExistingServer: false,
    timeout: 240_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});

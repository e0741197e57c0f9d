// What every Playwright config here shares: Debian's Chromium (Playwright cannot download its
// browsers on our machines) and the local stack as the web server.

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The whole local stack, in memory and freshly seeded with the demo data, serving the production
 * build of web/ on the ports of firebase.json (so stop `npm start` first). Playwright waits for
 * the launcher's own "ready": the site answers seconds before the demo people are seeded.
 */
export const LOCAL_STACK_COMMAND = 'node local-stack/dist/main.js --ephemeral --built-web';

export const localStackServer = {
  cwd: '..',
  wait: { stdout: /Local stack ready/ },
  reuseExistingServer: false,
  timeout: 240_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
};

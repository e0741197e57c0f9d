// Debian's Chromium, driven by Playwright: browsers cannot be downloaded here.

import { chromium, type Browser } from '@playwright/test';

const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

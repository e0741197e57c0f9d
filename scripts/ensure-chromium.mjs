// Playwright cannot download its own browsers here: the suites use Debian's Chromium.
// Installs it when missing and we are root; otherwise says exactly what to install.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { run } from './lib.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromiumPath}. The browser tests use Debian's Chromium:\n` +
        `  sudo apt-get update && sudo apt-get install -y chromium\n` +
        `or point CHROMIUM_PATH at another Chromium build.`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureChromium();

// `npm test`: every suite, from a fresh clone. Setup first, then static checks, then the build
// the suites run (functions and the emulator run compiled), then each workspace's unit and
// integration suites, then the browser suites.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { repoRoot, run } from './lib.mjs';

ensureInstalled();
ensureChromium();

run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('npm', ['run', 'build']);
// One workspace at a time, so each suite's time is printed on its own.
const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
for (const suite of ['test', 'e2e']) {
  for (const workspace of workspaces) run('npm', ['run', suite, '--if-present', '-w', workspace]);
}

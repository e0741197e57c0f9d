// `npm test`: every suite, from a fresh clone. Setup first, then static checks, then the build
// the suites run (functions and the emulator run compiled), then each workspace's unit and
// integration suites, then the browser suites.
import { ensureInstalled } from './ensure-installed.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { run } from './lib.mjs';

ensureInstalled();
ensureChromium();

run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('npm', ['run', 'build']);
run('npm', ['run', 'test', '--workspaces', '--if-present']);
run('npm', ['run', 'e2e', '--workspaces', '--if-present']);

// `npm start`: the whole site locally, offline, on the embedded defaults. Builds what the
// launcher runs (domain, emulator, local-stack, functions) when their sources changed since the
// last build, then hands over to it. Flags pass through: `npm start -- --fresh` starts from
// empty data.
import { spawn } from 'node:child_process';
import { BUILT_BY_START, buildChanged } from './build-if-changed.mjs';
import { ensureInstalled } from './ensure-installed.mjs';
import { repoRoot } from './lib.mjs';

ensureInstalled();
await buildChanged(BUILT_BY_START);

const launcher = spawn(process.execPath, ['local-stack/dist/main.js', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
// The launcher saves data on its way out: pass signals on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => launcher.kill(signal));
launcher.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

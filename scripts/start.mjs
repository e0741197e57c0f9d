// `npm start`: the whole site locally, offline, on the embedded defaults.
import { ensureInstalled } from './ensure-installed.mjs';
import { run } from './lib.mjs';

ensureInstalled();
run('npm', ['run', 'build', '-w', 'domain']);
run('npm', ['run', 'dev', '-w', 'web', '--', ...process.argv.slice(2)]);

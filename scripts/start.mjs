// `npm start`: the whole site locally, offline, on the embedded defaults. Builds what the
// launcher runs (domain, emulator, local-stack, functions) when their sources changed since the
// last build, then runs the launcher in this same process (a second Node process would cost
// 50 MB and a tenth of a second). Flags pass through: `npm start -- --fresh` starts from empty
// data.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILT_BY_START, buildChanged } from './build-if-changed.mjs';
import { ensureInstalled } from './ensure-installed.mjs';
import { repoRoot } from './lib.mjs';

ensureInstalled();
await buildChanged(BUILT_BY_START);
// The launcher reads its flags from process.argv, which are this script's.
await import(pathToFileURL(path.join(repoRoot, 'local-stack/dist/main.js')).href);

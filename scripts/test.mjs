// `npm test`: every suite, from a fresh clone. Setup first, then the build the suites run
// (functions and the emulator run compiled). Then two lanes side by side: the browser walks, which
// mostly wait on pages (on two cores they used 65 s of CPU in 177 s), with their output held until
// they end; and the static checks and every other suite, one after another. A run that passes
// records each step's time, the whole run's, and the CPU time of all its processes where Linux
// reports it in node_modules/.cache/salon-test/last-run.json, which `npm run bench` prints.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { finishedChildrenCpuSeconds, repoRoot, runStep, startQuietly } from './lib.mjs';

const WALKS = ['npm', 'run', 'e2e', '-w', 'tests'];

ensureInstalled();
ensureChromium();
const steps = [{ command: 'install (npm ci when due) and Chromium', seconds: elapsed() }];
// Steps run without blocking the event loop, so the walks' output is read as it comes and their
// end is timed when it happens, not when the other lane is done.
const step = async (command, args) =>
  steps.push({ command: [command, ...args].join(' '), seconds: await runStep(command, args) });

await step('npm', ['run', 'build']);
const walks = startQuietly(WALKS[0], WALKS.slice(1), { ownGroup: true });
// Whatever ends this process (a failed step exits at once, Ctrl-C) ends the walks too.
process.on('exit', () => walks.interrupt());
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

await step('npm', ['run', 'typecheck']);
await step('npm', ['run', 'lint']);
// One workspace at a time, so each suite's time is printed on its own.
const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
for (const workspace of workspaces) {
  await step('npm', ['run', 'test', '--if-present', '-w', workspace]);
}
for (const workspace of workspaces.filter((name) => name !== 'tests')) {
  await step('npm', ['run', 'e2e', '--if-present', '-w', workspace]);
}

const { ok, seconds, print } = await walks.done;
print();
if (!ok) {
  console.error(`\n✖ ${WALKS.join(' ')} failed`);
  process.exit(1);
}
steps.push({ command: `${WALKS.join(' ')} (beside the steps after the build)`, seconds });

const recordDir = path.join(repoRoot, 'node_modules', '.cache', 'salon-test');
mkdirSync(recordDir, { recursive: true });
writeFileSync(
  path.join(recordDir, 'last-run.json'),
  JSON.stringify(
    {
      finishedAt: new Date().toISOString(),
      cores: availableParallelism(),
      seconds: elapsed(),
      cpuSeconds: finishedChildrenCpuSeconds(),
      steps,
    },
    null,
    2,
  ),
);
console.log(`\nnpm test passed in ${elapsed().toFixed(0)} s`);

function elapsed() {
  return performance.now() / 1000;
}

// `npm test`: every suite, from a fresh clone. Setup first, then the build the suites run
// (functions and the emulator run compiled). Then three lanes side by side: the browser walks,
// which mostly wait on pages; the held lane, the suites that mostly wait on their stacks and
// browsers, then the static checks (the type checks and ESLint, each one CPU-bound process); and
// the two suites that keep every core busy, one after the other, printing as they go. The walks'
// and the held lane's output is printed in one piece when each ends. docs/local-stack.md has the
// figures behind this arrangement. A run that passes records each step's time, the whole run's,
// and the CPU time of all its processes where Linux reports it in
// node_modules/.cache/salon-test/last-run.json, which `npm run bench` prints.
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
const held = new Set([walks]);
process.on('exit', () => held.forEach((command) => command.interrupt()));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
// The two suites that keep every core busy (the web suite's jsdom files, the stack suite's two
// workers and its functions host) run one after the other in a lane of their own. The others wait
// on their stacks and browsers more than they compute, and go with the static checks (each one
// CPU-bound process) in the held lane. So the three lanes end about together.
const BUSIEST_SUITES = ['web', 'tests'];
const heldLane = [
  ...workspaces
    .filter((name) => !BUSIEST_SUITES.includes(name))
    .map((name) => ['npm', 'run', 'test', '--if-present', '-w', name]),
  // The tests workspace's e2e are the walks, in their own lane.
  ...workspaces
    .filter((name) => name !== 'tests')
    .map((name) => ['npm', 'run', 'e2e', '--if-present', '-w', name]),
  // The build above compiled the domain, which `npm run typecheck` would build again first.
  ['npm', 'run', 'typecheck', '--workspaces', '--if-present'],
  ['npm', 'run', 'lint'],
];
await Promise.all([
  runHeldLane(heldLane),
  (async () => {
    // One workspace at a time, so each suite's time is printed on its own.
    for (const workspace of BUSIEST_SUITES) {
      await step('npm', ['run', 'test', '-w', workspace]);
    }
  })(),
]);

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

/** Runs commands one after another with their output held; a failure ends the whole run. */
async function runHeldLane(commands) {
  for (const [command, ...args] of commands) {
    const line = [command, ...args].join(' ');
    const started = startQuietly(command, args, { ownGroup: true });
    held.add(started);
    const { ok, seconds, print } = await started.done;
    held.delete(started);
    print();
    if (!ok) {
      console.error(`\n✖ ${line} failed`);
      process.exit(1);
    }
    steps.push({ command: `${line} (held, beside the busiest suites)`, seconds });
  }
}

function elapsed() {
  return performance.now() / 1000;
}

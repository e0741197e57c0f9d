// `npm test`: every suite, from a fresh clone. Setup first, then the build the suites run
// (functions and the emulator run compiled). Then three lanes side by side: the browser walks,
// which mostly wait on pages; the held lane, every other workspace's suites one after another,
// then the static checks; and the stack suite (`tests/`), the longest, printing as it goes. The
// walks' and the held lane's output is printed in one piece when each ends. docs/local-stack.md
// has the figures behind this arrangement. A run that passes records each step's time, the whole
// run's, and the CPU time of all its processes where Linux reports it in
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
// The stack suite (its two workers and the functions host) is the longest step: a lane of its own.
// Every other suite, then the type checks (TypeScript 7's native `tsc`, seconds) and the linters,
// go one after another in the held lane, so the three lanes end about together.
const LONGEST_SUITE = 'tests';
const heldLane = [
  ...workspaces
    .filter((name) => name !== LONGEST_SUITE)
    .map((name) => ['npm', 'run', 'test', '--if-present', '-w', name]),
  // The tests workspace's e2e are the walks, in their own lane.
  ...workspaces
    .filter((name) => name !== 'tests')
    .map((name) => ['npm', 'run', 'e2e', '--if-present', '-w', name]),
  // The build above compiled the domain, which `npm run typecheck` would build again first.
  ['npm', 'run', 'typecheck', '--workspaces', '--if-present'],
  ['npm', 'run', 'lint'],
];
await Promise.all([runHeldLane(heldLane), step('npm', ['run', 'test', '-w', LONGEST_SUITE])]);

const walksResult = await walks.done;
printHeldOutput(walksResult, WALKS.join(' '));
steps.push({
  command: `${WALKS.join(' ')} (beside the steps after the build)`,
  seconds: walksResult.seconds,
});

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
    const result = await started.done;
    held.delete(started);
    printHeldOutput(result, line);
    steps.push({ command: `${line} (held, beside the stack suite)`, seconds: result.seconds });
  }
}

/** Prints a held command's output; its failure ends the whole run. */
function printHeldOutput(result, line) {
  result.print();
  if (!result.ok) {
    console.error(`\n✖ ${line} failed`);
    process.exit(1);
  }
}

function elapsed() {
  return performance.now() / 1000;
}

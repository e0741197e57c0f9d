// `npm test`: every suite, from a fresh clone. Setup first, then the build the suites run
// (functions and the emulator run compiled). Then two lanes side by side: the browser walks, which
// mostly wait on pages (on two cores they used 65 s of CPU in 177 s), with their output held until
// they end; and the static checks and every other suite, one after another. A run that passes
// records each step's time, the whole run's, and the CPU time of all its processes where Linux
// reports it in node_modules/.cache/salon-test/last-run.json, which `npm run bench` prints.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { finishedChildrenCpuSeconds, repoRoot, run } from './lib.mjs';

const WALKS = ['npm', 'run', 'e2e', '-w', 'tests'];

ensureInstalled();
ensureChromium();
const steps = [{ command: 'install (npm ci when due) and Chromium', seconds: elapsed() }];
const step = (command, args) =>
  steps.push({ command: [command, ...args].join(' '), seconds: run(command, args) });

step('npm', ['run', 'build']);
const walks = startHeldBack(WALKS);
// Whatever ends this process (a failed step exits at once, Ctrl-C) ends the walks too.
process.on('exit', () => walks.stop());
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

step('npm', ['run', 'typecheck']);
step('npm', ['run', 'lint']);
// One workspace at a time, so each suite's time is printed on its own.
const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
for (const workspace of workspaces) step('npm', ['run', 'test', '--if-present', '-w', workspace]);
for (const workspace of workspaces.filter((name) => name !== 'tests')) {
  step('npm', ['run', 'e2e', '--if-present', '-w', workspace]);
}

const { ok, seconds } = await walks.done;
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

/**
 * Starts a command in its own process group with its output held until it ends, printed then in
 * one piece (so it does not interleave with the steps beside it). `stop()` interrupts the whole
 * group as Ctrl-C would: Playwright then stops the local stack it started, freeing its ports.
 */
function startHeldBack([command, ...args]) {
  const line = [command, ...args].join(' ');
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  let running = true;
  const done = new Promise((resolve) => {
    child.on('close', (code) => {
      running = false;
      const seconds = (performance.now() - started) / 1000;
      console.log(`\n> ${line}\n${Buffer.concat(output).toString().trim()}`);
      console.log(`[${seconds.toFixed(1)} s] ${line}`);
      resolve({ ok: code === 0, seconds });
    });
  });
  return {
    done,
    stop() {
      if (running) process.kill(-child.pid, 'SIGINT');
    },
  };
}

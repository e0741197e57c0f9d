// `npm test`: every suite, from a fresh clone. Setup first, then static checks, then the build
// the suites run (functions and the emulator run compiled), then each workspace's unit and
// integration suites, then the browser suites. A run that passes records each step's time in
// node_modules/.cache/salon-test/last-run.json (wall time, and the CPU time of its processes
// where Linux reports it), which `npm run bench` prints.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { finishedChildrenCpuSeconds, repoRoot, run } from './lib.mjs';

ensureInstalled();
ensureChromium();
const steps = [
  {
    command: 'install (npm ci when due) and Chromium',
    seconds: performance.now() / 1000,
    cpuSeconds: finishedChildrenCpuSeconds(),
  },
];
const step = (command, args) => {
  const cpuBefore = finishedChildrenCpuSeconds();
  const seconds = run(command, args);
  const cpuAfter = finishedChildrenCpuSeconds();
  steps.push({
    command: [command, ...args].join(' '),
    seconds,
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  });
};

step('npm', ['run', 'typecheck']);
step('npm', ['run', 'lint']);
step('npm', ['run', 'build']);
// One workspace at a time, so each suite's time is printed on its own.
const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
for (const suite of ['test', 'e2e']) {
  for (const workspace of workspaces) step('npm', ['run', suite, '--if-present', '-w', workspace]);
}

const recordDir = path.join(repoRoot, 'node_modules', '.cache', 'salon-test');
mkdirSync(recordDir, { recursive: true });
writeFileSync(
  path.join(recordDir, 'last-run.json'),
  JSON.stringify(
    { finishedAt: new Date().toISOString(), cores: availableParallelism(), steps },
    null,
    2,
  ),
);

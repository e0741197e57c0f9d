// How long `npm start` takes to be ready and what the stack weighs: the start-up phases with each
// Auth emulator, then the command itself as a user runs it, cold (every workspace built, demo
// data seeded, as after a fresh clone and install) and warm (nothing changed since the last
// start), and the last `npm test` this machine recorded. Prints figures only; nothing here
// asserts a time.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'vitest';
import type { AuthImplementation } from '../src/auth-emulator.js';
import { readStackConfig } from '../src/config.js';
import { readProjectFiles, startLocalStack, type StartupPhase } from '../src/local-stack.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

for (const authImplementation of ['ours', 'google'] satisfies AuthImplementation[]) {
  test(`local stack with ${authImplementation === 'ours' ? 'our' : 'firebase-tools’'} Auth emulator: start-up by phase, and its memory`, async () => {
    const phases: [StartupPhase, number][] = [];
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const stack = await startLocalStack({
      root,
      projectId: `demo-bench-${authImplementation}`,
      host: '127.0.0.1',
      ports: { firestore: 0, auth: 0, functions: 0, web: 5199 },
      ...readProjectFiles(root),
      seedDemoData: true,
      web: true,
      authImplementation,
      log: () => undefined,
      onPhase: (phase, milliseconds) => phases.push([phase, milliseconds]),
    });
    const total = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const launcherRss = process.memoryUsage().rss / 2 ** 20;
    const childrenRss = descendantsRssMegabytes(process.pid);
    await stack.stop();

    const lines = phases.map(
      ([phase, ms]) => `  ${phase.padEnd(10)} ${ms.toFixed(0).padStart(6)} ms`,
    );
    console.log(
      [
        `local stack start-up by phase, Auth emulator ${authImplementation} (functions, web, firestore`,
        'and auth start side by side; seed follows them):',
        ...lines,
        `  ${'total'.padEnd(10)} ${total.toFixed(0).padStart(6)} ms`,
        `  launcher CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s (Vite and the functions host are children: not counted)`,
        `  RSS: launcher (Firestore, Auth) ${launcherRss.toFixed(0)} MB + children (functions host, Vite) ${childrenRss.toFixed(0)} MB = ${(launcherRss + childrenRss).toFixed(0)} MB`,
      ].join('\n'),
    );
  });
}

test('npm start: the command to "Local stack ready", cold and warm', async () => {
  // The command uses firebase.json's ports: measured only when nothing (a running `npm start`)
  // holds them.
  const { ports } = readStackConfig(root);
  const busy = [];
  for (const port of [ports.firestore, ports.auth, ports.functions, 5173]) {
    if (!(await isFree(port))) busy.push(port);
  }
  if (busy.length > 0) {
    console.log(`npm start to ready: not measured, ports ${busy.join(', ')} are in use`);
    return;
  }
  const benchDir = await mkdtemp(path.join(tmpdir(), 'salon-bench-start-'));
  // Not there yet, so the first start seeds the demo data and saves it there; later ones load it.
  const dataDir = path.join(benchDir, 'data');
  try {
    // Forgetting what start built makes it build everything again, as on a fresh clone.
    await rm(path.join(root, 'node_modules/.cache/salon-start'), { recursive: true, force: true });
    const cold = await timeNpmStart(dataDir);
    const warm = await timeNpmStart(dataDir);
    const warmAgain = await timeNpmStart(dataDir);
    console.log(
      [
        'npm start (site included, data in a folder of its own), command to "Local stack ready":',
        `  cold (4 builds, demo data seeded)   ${cold.seconds} s   ${cold.stackLine}`,
        `  warm (nothing changed)              ${warm.seconds} s   ${warm.stackLine}`,
        `  warm, again                         ${warmAgain.seconds} s   ${warmAgain.stackLine}`,
        `  memory when ready (warm): the stack (launcher with both emulators, functions host, Vite) ${warm.stackMegabytes.toFixed(0)} MB, npm's own process ${warm.npmMegabytes.toFixed(0)} MB more`,
      ].join('\n'),
    );
  } finally {
    await rm(benchDir, { recursive: true, force: true });
  }
});

test('npm test: the last run this machine recorded', () => {
  const record = path.join(root, 'node_modules/.cache/salon-test/last-run.json');
  if (!existsSync(record)) {
    console.log('npm test: no run recorded here yet (it records itself when it passes)');
    return;
  }
  const { finishedAt, cores, seconds, cpuSeconds, steps } = JSON.parse(
    readFileSync(record, 'utf8'),
  ) as {
    finishedAt: string;
    cores: number;
    seconds: number;
    cpuSeconds: number | null;
    steps: { command: string; seconds: number }[];
  };
  if (typeof seconds !== 'number') {
    console.log(
      'npm test: the run recorded here predates the whole-run figures; run npm test again',
    );
    return;
  }
  const minutes = (value: number) =>
    `${Math.floor(value / 60)} min ${String(Math.round(value % 60)).padStart(2)} s`;
  const lines = [
    `npm test, last passed ${finishedAt}: ${minutes(seconds)} in all`,
    ...steps.map((step) => `  ${step.seconds.toFixed(0).padStart(5)} s  ${step.command}`),
  ];
  // Off Linux there is no CPU time to report.
  if (cpuSeconds !== null) {
    lines.push(
      `  CPU time of all its processes ${minutes(cpuSeconds)}: the same work cannot take less than ${minutes(cpuSeconds / cores)} on ${cores} cores`,
    );
  }
  console.log(lines.join('\n'));
});

/** `npm start -- --data-dir <dir>` to its ready line, then Ctrl-C (which saves the data). */
async function timeNpmStart(dataDir: string) {
  const started = performance.now();
  // Its own process group, so the interrupt reaches npm and everything under it, as Ctrl-C does.
  const start = spawn('npm', ['start', '--', '--data-dir', dataDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => start.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    start.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Local stack ready')) resolve();
    });
    void exited.then(() => reject(new Error(`npm start exited before it was ready:\n${output}`)));
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const npmMegabytes = rssMegabytes(start.pid as number);
  // npm runs `sh -c node scripts/start.mjs`; the launcher is that node, the stack it and below.
  const stackMegabytes =
    descendantsRssMegabytes(start.pid as number) - shellMegabytes(start.pid as number);
  process.kill(-(start.pid as number), 'SIGINT');
  await exited;
  const stackLine = /\[stack\] (Ready .*)/.exec(output)?.[1] ?? '';
  return { seconds, stackLine, npmMegabytes, stackMegabytes };
}

function processTable(): [pid: number, parent: number, rssKilobytes: number][] {
  return execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/).map(Number) as [number, number, number]);
}

function rssMegabytes(pid: number): number {
  return (processTable().find(([row]) => row === pid)?.[2] ?? 0) / 1024;
}

/** The shell npm runs a script in: the direct children of npm's process. */
function shellMegabytes(npmPid: number): number {
  const shells = processTable().filter(([, parent]) => parent === npmPid);
  return shells.reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

/** The resident memory of every process under `pid`, in MB (from ps). */
function descendantsRssMegabytes(pid: number): number {
  const rows = processTable();
  let kilobytes = 0;
  const pending = [pid];
  for (let parent = pending.pop(); parent !== undefined; parent = pending.pop()) {
    for (const [child, childParent, rss] of rows) {
      if (childParent !== parent) continue;
      kilobytes += rss;
      pending.push(child);
    }
  }
  return kilobytes / 1024;
}

/** True when nothing listens on `port` of 127.0.0.1. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

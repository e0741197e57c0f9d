// How long `npm start` takes to be ready: the command itself as a user runs it (install check and
// builds included), then phase by phase with the CPU the launcher spent, and what the stack
// weighs. The phases run the same startLocalStack as the launcher (free ports, in memory, demo
// data seeded, with the site's dev server). Prints figures only; nothing here asserts a time.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { test } from 'vitest';
import { readStackConfig } from '../src/config.js';
import { readProjectFiles, startLocalStack, type StartupPhase } from '../src/local-stack.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('local stack: start-up time by phase', async () => {
  const phases: [StartupPhase, number][] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const stack = await startLocalStack({
    root,
    projectId: 'demo-bench-stack',
    host: '127.0.0.1',
    ports: { firestore: 0, auth: 0, functions: 0, web: 5199 },
    ...readProjectFiles(root),
    seedDemoData: true,
    web: true,
    log: () => undefined,
    onPhase: (phase, milliseconds) => phases.push([phase, milliseconds]),
  });
  const total = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const rss = process.memoryUsage().rss / 2 ** 20;
  await stack.stop();

  const lines = phases.map(
    ([phase, ms]) => `  ${phase.padEnd(10)} ${ms.toFixed(0).padStart(6)} ms`,
  );
  console.log(
    [
      'local stack start-up by phase (auth, functions host and vite start side by side;',
      'the auth emulator compiles its API spec synchronously, so the others are seen ready after it):',
      ...lines,
      `  ${'total'.padEnd(10)} ${total.toFixed(0).padStart(6)} ms`,
      `  launcher CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s (Vite and the functions host are children: not counted)`,
      `  launcher process RSS (Firestore + Auth in-process) ${rss.toFixed(0)} MB`,
    ].join('\n'),
  );
});

/** True when nothing listens on `port` of 127.0.0.1. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

test('npm start: the command to "Local stack ready"', async () => {
  // The command uses firebase.json's ports: measured only when nothing (a running `npm start`)
  // holds them.
  const { ports } = readStackConfig(root);
  const busy = [];
  for (const port of [ports.firestore, ports.auth, ports.functions]) {
    if (!(await isFree(port))) busy.push(port);
  }
  if (busy.length > 0) {
    console.log(`npm start to ready: not measured, ports ${busy.join(', ')} are in use`);
    return;
  }
  const started = performance.now();
  const start = spawn(process.execPath, ['scripts/start.mjs', '--ephemeral', '--no-web'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => start.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    start.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Local stack ready')) resolve();
    });
    void exited.then(() => reject(new Error('npm start exited before it was ready')));
  });
  const ready = performance.now() - started;
  start.kill('SIGINT');
  await exited;
  console.log(
    `npm start -- --ephemeral --no-web, spawn to "Local stack ready" (builds included): ${(ready / 1000).toFixed(1)} s`,
  );
});

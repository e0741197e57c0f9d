// How long `npm start` takes to be ready, phase by phase, and what the stack weighs. Runs the
// same startLocalStack as the launcher (free ports, in memory, demo data seeded, with the site's
// dev server). Prints figures only; nothing here asserts a time.
import { fileURLToPath } from 'node:url';
import { test } from 'vitest';
import { readProjectFiles, startLocalStack, type StartupPhase } from '../src/stack/local-stack.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('local stack: start-up time by phase', async () => {
  const phases: [StartupPhase, number][] = [];
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
      `  launcher process RSS (Firestore + Auth in-process) ${rss.toFixed(0)} MB`,
    ].join('\n'),
  );
});

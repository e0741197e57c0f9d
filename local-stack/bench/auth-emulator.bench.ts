// What firebase-tools' Auth emulator costs the launcher on its own, cold (its own worker, so no
// module is cached): wall time and CPU time to listening, and the memory it adds. The figures
// behind the proposal in docs/local-stack.md. Prints figures only.
import { test } from 'vitest';
import { startAuthEmulator } from '../src/auth-emulator.js';

const seconds = (microseconds: number) => (microseconds / 1e6).toFixed(2);

test('auth emulator: cold start', async () => {
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const auth = await startAuthEmulator({
    projectId: 'demo-bench-auth',
    host: '127.0.0.1',
    port: 0,
  });
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const rssAdded = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
  await auth.stop();
  console.log(
    [
      'auth emulator (firebase-tools, in-process), cold start to listening:',
      `  wall        ${(wall / 1000).toFixed(2)} s`,
      `  CPU         ${seconds(cpu.user)} s user + ${seconds(cpu.system)} s system`,
      `  RSS added   ${rssAdded.toFixed(0)} MB`,
    ].join('\n'),
  );
});

// What each Auth emulator costs the launcher on its own, cold (ours first, then firebase-tools',
// in this fresh worker, so firebase-tools' finds nothing cached; ours is a few small modules the
// launcher loads anyway): wall time and CPU time to listening, and the memory it adds. The figures behind the choice in docs/local-stack.md.
// Prints figures only.
import { test } from 'vitest';
import { startAuthEmulator, type AuthImplementation } from '../src/auth-emulator.js';

const seconds = (microseconds: number) => (microseconds / 1e6).toFixed(2);

test('auth emulators: cold start, ours and firebase-tools’', async () => {
  const lines = ['auth emulator, in-process, cold start to listening:'];
  for (const implementation of ['ours', 'google'] satisfies AuthImplementation[]) {
    const rssBefore = process.memoryUsage().rss;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const auth = await startAuthEmulator({
      projectId: 'demo-bench-auth',
      host: '127.0.0.1',
      port: 0,
      implementation,
    });
    const wall = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const rssAdded = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
    await auth.stop();
    const name = implementation === 'ours' ? 'ours' : 'firebase-tools';
    lines.push(
      `  ${name.padEnd(15)} wall ${(wall / 1000).toFixed(2)} s, CPU ${seconds(cpu.user)} s user + ${seconds(cpu.system)} s system, RSS +${rssAdded.toFixed(0)} MB`,
    );
  }
  console.log(lines.join('\n'));
});

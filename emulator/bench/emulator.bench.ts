// Benchmarks of the emulator as a user runs it (the built CLI in its own process), driven by the
// unmodified SDKs. Prints figures only; nothing here asserts a time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import {
  FieldValue,
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  terminate,
} from 'firebase/firestore';
import { test } from 'vitest';
import { openDataDir } from '../src/firestore/persistence.js';
import { createFirestoreRpcs } from '../src/firestore/service.js';
import { createEmulatorState } from '../src/firestore/state.js';
import { percentile, timeRounds } from './timing.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const PROJECT = 'demo-bench';

function startCli(
  extraArgs: string[] = [],
): Promise<{ child: ChildProcess; port: number; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, '--port', '0', '--project', PROJECT, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready on [\d.]+:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), readyMs: performance.now() - started });
    });
    child.once('exit', (code) => reject(new Error(`CLI exited with ${String(code)}: ${output}`)));
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const ms = (value: number): string => `${value.toFixed(2)} ms`;

/** A deterministic pseudo-random vector (the bench must not depend on Math.random's seed). */
function vector(seed: number, dimensions: number): number[] {
  let state = seed * 2654435761;
  return Array.from({ length: dimensions }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  });
}

/** Writes `count` documents with a `dimensions`-long vector each, 250 per batch, 4 in flight. */
async function writeVectors(admin: AdminFirestore, count: number, dimensions: number) {
  const batches = Math.ceil(count / 250);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < batches) {
        const batchIndex = next++;
        const batch = admin.batch();
        for (let i = batchIndex * 250; i < Math.min(count, (batchIndex + 1) * 250); i++) {
          batch.set(admin.doc(`embeddings/e${i}`), {
            n: i,
            embedding: FieldValue.vector(vector(i + 1, dimensions)),
          });
        }
        await batch.commit();
      }
    }),
  );
}

test('emulator figures', async () => {
  const { child, port, readyMs } = await startCli();
  const pid = child.pid as number;
  const figures: Record<string, string> = {};
  figures['ready time (spawn to ready line)'] = ms(readyMs);
  figures['RSS at ready'] = `${rssMb(pid).toFixed(1)} MB`;

  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const adminApp = initializeAdminApp({ projectId: PROJECT }, 'bench-admin');
  const admin = getAdminFirestore(adminApp);
  const clientApp = initializeApp({ projectId: PROJECT, apiKey: 'fake' }, 'bench-client');
  const client = getFirestore(clientApp);
  connectFirestoreEmulator(client, '127.0.0.1', port);

  // Writes: 5,000 single-document sets, 50 in flight at a time.
  const total = 5000;
  const genres = ['baroque', 'classical', 'romantic', 'modern'];
  await admin.doc('warmup/w').set({ ok: true });
  let next = 0;
  const writeStart = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < total) {
        const index = next++;
        await admin.doc(`pieces/p${index}`).set({
          index,
          genre: genres[index % genres.length],
          title: `Piece ${index}`,
          tags: [`t${index % 10}`, `t${index % 7}`],
        });
      }
    }),
  );
  const writeSeconds = (performance.now() - writeStart) / 1000;
  figures['writes/s (admin set, 50 in flight)'] = (total / writeSeconds).toFixed(0);

  // Query latency over 5,000 documents.
  const queryTimes: number[] = [];
  for (let round = 0; round < 50; round++) {
    const started = performance.now();
    await admin
      .collection('pieces')
      .where('index', '>=', round * 50)
      .orderBy('index')
      .limit(20)
      .get();
    queryTimes.push(performance.now() - started);
  }
  figures['query latency p50 (range+order+limit 20 over 5k)'] = ms(percentile(queryTimes, 0.5));
  figures['query latency p99'] = ms(percentile(queryTimes, 0.99));
  const countStart = performance.now();
  await admin.collection('pieces').where('genre', '==', 'romantic').count().get();
  figures['count() over 5k'] = ms(performance.now() - countStart);
  const explained = await timeRounds(50, (round) =>
    admin
      .collection('pieces')
      .where('index', '>=', round * 50)
      .orderBy('index')
      .limit(20)
      .explain({ analyze: true }),
  );
  figures['explain({analyze}) latency p50 (same query)'] = ms(percentile(explained, 0.5));
  figures['explain({analyze}) latency p99'] = ms(percentile(explained, 0.99));

  // Write-to-listener latency: the Node client listens, the admin SDK writes.
  const latencies: number[] = [];
  let pending: { sentAt: number; value: number; resolve: () => void } | undefined;
  const unsubscribe = onSnapshot(doc(client, 'live/counter'), (snapshot) => {
    if (pending && snapshot.get('n') === pending.value) {
      latencies.push(performance.now() - pending.sentAt);
      pending.resolve();
      pending = undefined;
    }
  });
  await admin.doc('live/counter').set({ n: -1 });
  for (let value = 0; value < 200; value++) {
    await new Promise<void>((resolve) => {
      pending = { sentAt: performance.now(), value, resolve };
      void admin.doc('live/counter').set({ n: value });
    });
  }
  unsubscribe();
  figures['write-to-listener latency p50'] = ms(percentile(latencies, 0.5));
  figures['write-to-listener latency p99'] = ms(percentile(latencies, 0.99));
  figures['RSS after 5k documents'] = `${rssMb(pid).toFixed(1)} MB`;

  // Vector search: 10,000 documents with 768-dimension vectors (a common embedding size).
  const vectorsStart = performance.now();
  await writeVectors(admin, 10_000, 768);
  figures['write 10k 768-d vectors (batches of 250)'] = ms(performance.now() - vectorsStart);
  const nearest = (round: number) =>
    admin
      .collection('embeddings')
      .findNearest({
        vectorField: 'embedding',
        queryVector: vector(100_000 + round, 768),
        limit: 10,
        distanceMeasure: 'COSINE',
      })
      .get();
  const [coldVector] = await timeRounds(1, nearest);
  figures['findNearest over 10k 768-d, first query'] = ms(coldVector ?? NaN);
  const vectorTimes = await timeRounds(30, nearest);
  figures['findNearest over 10k 768-d, limit 10, p50'] = ms(percentile(vectorTimes, 0.5));
  figures['findNearest over 10k 768-d, p99'] = ms(percentile(vectorTimes, 0.99));
  figures['RSS with 10k 768-d vectors'] = `${rssMb(pid).toFixed(1)} MB`;

  await terminate(client);
  await deleteApp(clientApp);
  await admin.terminate();
  await deleteAdminApp(adminApp);
  child.kill('SIGTERM');

  console.log('\nFirestore emulator benchmark');
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(52)} ${value}`);
});

/** Single-document sets per second through firebase-admin, `inFlight` at a time. */
async function setsPerSecond(admin: AdminFirestore, total: number, inFlight: number) {
  await admin.doc('warmup/w').set({ ok: true });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        const index = next++;
        await admin.doc(`commits/c${index}`).set({ index, title: `Piece ${index}` });
      }
    }),
  );
  return (total / ((performance.now() - started) / 1000)).toFixed(0);
}

// What journalling every commit (--data-dir) costs: each commit is answered only after its record
// is fsync'd, and commits arriving together share one fsync.
test('commit throughput with the journal off and on', async () => {
  const figures: Record<string, string> = {};
  for (const [label, args] of [
    ['in memory', []],
    ['--data-dir (journal)', ['--data-dir', mkdtempSync(join(tmpdir(), 'bench-journal-'))]],
  ] as const) {
    const { child, port } = await startCli([...args]);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    process.env.METADATA_SERVER_DETECTION = 'none';
    const adminApp = initializeAdminApp({ projectId: PROJECT }, `bench-journal-${label}`);
    const admin = getAdminFirestore(adminApp);
    figures[`writes/s, ${label}, 50 in flight`] = await setsPerSecond(admin, 5000, 50);
    figures[`writes/s, ${label}, 1 at a time`] = await setsPerSecond(admin, 500, 1);
    await admin.terminate();
    await deleteAdminApp(adminApp);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  // The service alone (no transport, no SDK): what the journal itself costs, and how many
  // commits share each fsync.
  for (const journalled of [false, true]) {
    const state = createEmulatorState();
    const dataDir = journalled
      ? await openDataDir(state.store, state.clock, mkdtempSync(join(tmpdir(), 'bench-')), () => {})
      : undefined;
    const rpcs = createFirestoreRpcs(state);
    const database = `projects/${PROJECT}/databases/(default)`;
    const total = 20_000;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < total) {
          const index = next++;
          await rpcs.commit(
            { database },
            {
              writes: [
                {
                  update: {
                    name: `${database}/documents/commits/c${index}`,
                    fields: { index: { integerValue: String(index) } },
                  },
                },
              ],
            },
          );
        }
      }),
    );
    const perSecond = (total / ((performance.now() - started) / 1000)).toFixed(0);
    const label = journalled ? 'journal' : 'in memory';
    figures[`service commits/s, ${label}, 50 in flight`] = perSecond;
    if (dataDir) {
      figures['service commits per fsync, 50 in flight'] = (total / dataDir.syncs()).toFixed(1);
      await dataDir.close();
    }
  }
  console.log('\nCommit throughput (admin set)');
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(52)} ${value}`);
});

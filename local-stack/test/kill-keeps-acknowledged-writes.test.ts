// Nothing acknowledged is lost when the local stack is killed: a launcher with a data folder
// (fixtures/launcher.mjs, startLocalStack as main.ts runs it) takes a burst of Firestore writes
// and Auth sign-ups through firebase-admin, is sent SIGKILL (its whole process group) in the
// middle of the burst, and a second launcher on the same folder finds every write and account
// whose call had succeeded. Writes in flight at the kill may or may not be there: nobody was told
// they were made. Nor are their triggers lost: the sample functions mirror each `burst` document
// one at a time, slowly, so the mirrors lag behind the burst when the stack dies, and the next
// start runs the rest, each once (the mirrors counted); the same after a Ctrl-C that left
// triggers waiting.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '@salon/emulator';
import { eventually } from '@salon/emulator/testing';
import { PROMPT_CEILING_MS, START_CEILING_MS } from './support/ceilings.js';
import { exitOf, watchOutput, type OutputWatch } from './support/processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const launcherScript = path.join(here, 'fixtures/launcher.mjs');
const functionsModule = path.join(here, '../src/functions-host/fixtures/sample-functions.mjs');
const host = '127.0.0.1';
const projectId = 'demo-launcher-gone';
const dataDir = mkdtempSync(path.join(tmpdir(), 'stack-data-'));
/** Enough acknowledged writes that the kill falls in the middle of a burst, not before it. */
const ACKNOWLEDGED_BEFORE_KILL = 300;
const WRITERS = 20;
/** How long each write's mirror takes in the burst: far slower than the writes come. */
const MIRROR_DELAY_MS = 20;

interface Launcher {
  child: ChildProcess;
  ports: { firestore: number; auth: number };
  output: OutputWatch;
}
const launchers: Launcher[] = [];

async function startLauncher(): Promise<Launcher> {
  const ports = {
    firestore: await freePort(host),
    auth: await freePort(host),
    functions: await freePort(host),
    storage: await freePort(host),
    spotify: await freePort(host),
    mailSmtp: await freePort(host),
    mailHttp: await freePort(host),
  };
  const child = spawn(
    process.execPath,
    [
      launcherScript,
      functionsModule,
      JSON.stringify(ports),
      JSON.stringify({ dataDir, web: false }),
    ],
    // A group of its own, so that the kill reaches the launcher's whole group, as `kill -9 -pgid`.
    { stdio: ['pipe', 'pipe', 'pipe'], detached: true },
  );
  const output = watchOutput(child);
  launchers.push({ child, ports, output });
  await output.line(/^Launcher ready/).catch((error: unknown) => {
    // Why it did not start is in its output, which is otherwise only kept.
    throw new Error(`${String(error)}; its last lines:\n${output.lines.slice(-30).join('\n')}`);
  });
  return { child, ports, output };
}

const countOf = async (db: Firestore, collection: string) =>
  (await db.collection(collection).count().get()).data().count;
const mirroredCount = async (db: Firestore) =>
  ((await db.doc('counters/mirrors').get()).get('count') as number | undefined) ?? 0;

/**
 * Waits until every `burst` document has its mirror, then checks each was counted once: a
 * trigger run again (the restart resends what the host may have run) changes nothing twice.
 */
async function everyWriteMirroredOnce(db: Firestore, acknowledged: string[]) {
  await eventually(async () => (await countOf(db, 'mirrors')) === (await countOf(db, 'burst')), {
    what: 'a mirror of every burst document',
    timeoutMs: START_CEILING_MS,
    intervalMs: 200,
  });
  const mirrors = await db.getAll(...acknowledged.map((id) => db.doc(`mirrors/${id}`)));
  expect(mirrors.filter((mirror) => !mirror.exists).map((mirror) => mirror.id)).toEqual([]);
  expect(await mirroredCount(db)).toBe(await countOf(db, 'burst'));
}

/** firebase-admin pointed at one launcher's emulators (both read their hosts from the env). */
function adminOf(launcher: Launcher, name: string): App {
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${launcher.ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${host}:${launcher.ports.auth}`;
  return initializeApp({ projectId }, name);
}

let first: Launcher;
/** Started on the folder the first left behind; the second test stops it with Ctrl-C. */
let second: Launcher;
beforeAll(async () => {
  process.env.METADATA_SERVER_DETECTION = 'none';
  first = await startLauncher();
}, START_CEILING_MS);

afterAll(() => {
  for (const { child } of launchers) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
});

const acknowledgedWrites: string[] = [];
const acknowledgedAccounts: string[] = [];

test(
  'a kill -9 in the middle of a burst loses no acknowledged write, nor its triggers',
  async () => {
    const app = adminOf(first, 'before-kill');
    const db = getFirestore(app);
    const auth = getAuth(app);
    let killed = false;
    let next = 0;
    const writer = async () => {
      while (!killed) {
        const n = next++;
        try {
          await db
            .doc(`burst/w${n}`)
            .set({ n, text: `write ${n}`, mirrorDelayMs: MIRROR_DELAY_MS });
          if (!killed) acknowledgedWrites.push(`w${n}`);
          if (n % 10 === 0) {
            const { uid } = await auth.createUser({ email: `member${n}@example.com` });
            if (!killed) acknowledgedAccounts.push(uid);
          }
        } catch {
          return; // the stack is gone: this write was never acknowledged
        }
      }
    };
    // Left running: the kill ends them, and the SDK's retries of their last calls end on their own.
    const writing = Array.from({ length: WRITERS }, writer);
    await eventually(() => acknowledgedWrites.length >= ACKNOWLEDGED_BEFORE_KILL, {
      what: `${ACKNOWLEDGED_BEFORE_KILL} writes acknowledged`,
      timeoutMs: PROMPT_CEILING_MS,
    });
    // The mirrors lag behind: their triggers wait in the bridge, in memory, when the stack dies.
    const mirroredBeforeKill = await mirroredCount(db);
    const acknowledgedAtKill = acknowledgedWrites.length;
    process.kill(-first.child.pid!, 'SIGKILL');
    // Counted only what succeeded before the kill: a reply already on its way may land after it,
    // and it may or may not be on disk (it is, as it was sent after its fsync, but is not needed).
    killed = true;
    await exitOf(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledgedAccounts.length).toBeGreaterThan(0);
    expect(mirroredBeforeKill).toBeLessThan(acknowledgedAtKill);
    void Promise.allSettled(writing);
    void deleteApp(app).catch(() => undefined);

    second = await startLauncher();
    const again = adminOf(second, 'after-kill');
    const refs = acknowledgedWrites.map((id) => getFirestore(again).doc(`burst/${id}`));
    const snapshots = await getFirestore(again).getAll(...refs);
    const missing = snapshots.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.id);
    expect(missing).toEqual([]);
    expect(snapshots[0]?.data()).toMatchObject({ text: expect.stringMatching(/^write \d+$/) });
    // getUsers takes 100 at a time.
    for (let start = 0; start < acknowledgedAccounts.length; start += 100) {
      const uids = acknowledgedAccounts.slice(start, start + 100);
      const { notFound } = await getAuth(again).getUsers(uids.map((uid) => ({ uid })));
      expect(notFound).toEqual([]);
    }

    // The triggers of the acknowledged writes the first launcher had not run, from its journal.
    expect(second.output.lines).toContainEqual(
      expect.stringMatching(/\d+ commits' triggers had not run when the stack last ended/),
    );
    await everyWriteMirroredOnce(getFirestore(again), acknowledgedWrites);
    await deleteApp(again);
  },
  2 * START_CEILING_MS,
);

test(
  'a Ctrl-C with triggers waiting keeps them for the next start',
  async () => {
    const app = adminOf(second, 'before-stop');
    const db = getFirestore(app);
    // Slower mirrors than the stop waits for: 5 s for the triggers to settle, then up to 5 s for
    // the functions host to finish what it took.
    const ids = Array.from({ length: 200 }, (_, n) => `s${n}`);
    await Promise.all(
      ids.map((id, n) => db.doc(`burst/${id}`).set({ n, text: `stop ${n}`, mirrorDelayMs: 100 })),
    );
    await deleteApp(app);
    second.child.kill('SIGINT');
    expect(await exitOf(second.child)).toBe(0);
    expect(second.output.lines).toContainEqual(
      expect.stringMatching(/\d+ commits whose triggers have not run yet are kept/),
    );

    const third = await startLauncher();
    expect(third.output.lines).toContainEqual(
      expect.stringMatching(/\d+ commits' triggers had not run when the stack last ended/),
    );
    const again = adminOf(third, 'after-stop');
    await everyWriteMirroredOnce(getFirestore(again), [...acknowledgedWrites, ...ids]);
    await deleteApp(again);
    third.child.kill('SIGINT');
    expect(await exitOf(third.child)).toBe(0);
  },
  2 * START_CEILING_MS,
);

// Nothing acknowledged is lost when the local stack is killed: a launcher with a data folder
// (fixtures/launcher.mjs, startLocalStack as main.ts runs it) takes a burst of Firestore writes
// and Auth sign-ups through firebase-admin, is sent SIGKILL (its whole process group) in the
// middle of the burst, and a second launcher on the same folder finds every write and account
// whose call had succeeded. Writes in flight at the kill may or may not be there: nobody was told
// they were made.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '@salon/emulator';
import { eventually } from '@salon/emulator/testing';
import { PROMPT_CEILING_MS, START_CEILING_MS } from './support/ceilings.js';
import { exitOf, watchOutput } from './support/processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const launcherScript = path.join(here, 'fixtures/launcher.mjs');
const functionsModule = path.join(here, '../src/functions-host/fixtures/sample-functions.mjs');
const host = '127.0.0.1';
const projectId = 'demo-launcher-gone';
const dataDir = mkdtempSync(path.join(tmpdir(), 'stack-data-'));
/** Enough acknowledged writes that the kill falls in the middle of a burst, not before it. */
const ACKNOWLEDGED_BEFORE_KILL = 300;
const WRITERS = 20;

interface Launcher {
  child: ChildProcess;
  ports: { firestore: number; auth: number };
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
  launchers.push({ child, ports });
  await output.line(/^Launcher ready/);
  return { child, ports };
}

/** firebase-admin pointed at one launcher's emulators (both read their hosts from the env). */
function adminOf(launcher: Launcher, name: string): App {
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${launcher.ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${host}:${launcher.ports.auth}`;
  return initializeApp({ projectId }, name);
}

let first: Launcher;
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
  'a kill -9 in the middle of a burst loses no acknowledged write',
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
          await db.doc(`burst/w${n}`).set({ n, text: `write ${n}` });
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
    process.kill(-first.child.pid!, 'SIGKILL');
    // Counted only what succeeded before the kill: a reply already on its way may land after it,
    // and it may or may not be on disk (it is, as it was sent after its fsync, but is not needed).
    killed = true;
    await exitOf(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledgedAccounts.length).toBeGreaterThan(0);
    void Promise.allSettled(writing);
    void deleteApp(app).catch(() => undefined);

    const second = await startLauncher();
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

    await deleteApp(again);
    second.child.kill('SIGINT');
    expect(await exitOf(second.child)).toBe(0);
  },
  START_CEILING_MS,
);

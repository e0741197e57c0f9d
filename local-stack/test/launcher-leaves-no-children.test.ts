// However the launcher ends (Ctrl-C, Ctrl-C then SIGKILL, a signal during start-up), none of its
// children (the functions host, Vite and Vite's own children) may outlive it or keep a port: once
// a functions host kept port 5001 for over a minute after Ctrl-C and a SIGKILL of `npm start`.
// Each case runs a minimal launcher (fixtures/launcher.mjs, started as main.ts starts the stack)
// on free ports; the stuck trigger keeps the functions host busy, as a real trigger can.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '@salon/emulator';
import { eventually } from '@salon/emulator/testing';
import { PROMPT_CEILING_MS, START_CEILING_MS } from './support/ceilings.js';
import { watchOutput, type OutputWatch } from './support/processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const launcherScript = path.join(here, 'fixtures/launcher.mjs');
const fixtures = path.join(here, '../src/functions-host/fixtures');
const host = '127.0.0.1';

interface Launcher {
  process: ChildProcessWithoutNullStreams;
  output: OutputWatch;
  ports: Record<'firestore' | 'auth' | 'functions' | 'web' | 'spotify', number>;
  /** Its children's process groups (each child leads its own), once seen. */
  groups: number[];
}

const launchers: Launcher[] = [];

async function startLauncher(functionsFixture: string): Promise<Launcher> {
  const ports = {
    firestore: await freePort(host),
    auth: await freePort(host),
    functions: await freePort(host),
    web: await freePort(host),
    spotify: await freePort(host),
  };
  const child = spawn(
    process.execPath,
    [launcherScript, path.join(fixtures, functionsFixture), JSON.stringify(ports)],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const launcher = { process: child, output: watchOutput(child), ports, groups: [] };
  launchers.push(launcher);
  return launcher;
}

/** Live processes (zombies aside) by process group, from /proc: the children run in their own. */
function livingProcesses(): { pid: number; ppid: number; group: number }[] {
  const living = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    // "pid (command) state ppid pgrp ...": the command may hold spaces and parentheses.
    const [state, ppid, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state !== 'Z')
      living.push({ pid: Number(entry), ppid: Number(ppid), group: Number(group) });
  }
  return living;
}

/**
 * Records the process groups of the launcher's children, as many as are running now. Never this
 * process's own group: a child that has not (yet) made a group of its own is in it, and killing
 * that group would kill this suite and everything that ran it (npm test, CI), as a fresh-clone
 * run found.
 */
function recordChildGroups(launcher: Launcher): number[] {
  const living = livingProcesses();
  const ownGroup = living.find(({ pid }) => pid === process.pid)?.group;
  launcher.groups = living
    .filter(({ ppid, group }) => ppid === launcher.process.pid && group !== ownGroup)
    .map(({ group }) => group);
  return launcher.groups;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Waits until nothing is left of the launcher: itself, its children's groups, its ports. */
async function expectNothingLeft(launcher: Launcher): Promise<void> {
  let left: string[] = [];
  const nothingLeft = async () => {
    const living = livingProcesses();
    const ports = await Promise.all(
      Object.entries(launcher.ports).map(async ([name, port]) =>
        (await portIsFree(port)) ? [] : [`${name}'s port ${port}`],
      ),
    );
    left = [
      ...(living.some(({ pid }) => pid === launcher.process.pid) ? ['the launcher'] : []),
      ...living
        .filter(({ group }) => launcher.groups.includes(group))
        .map(({ pid, group }) => `process ${pid} of group ${group}`),
      ...ports.flat(),
    ];
    return left.length === 0;
  };
  await eventually(nothingLeft, {
    what: 'nothing left of the launcher',
    timeoutMs: PROMPT_CEILING_MS,
  }).catch((error: Error) => {
    throw new Error(`${error.message}; still there: ${left.join(', ')}`);
  });
}

/** The test's own ceiling: above expectNothingLeft's, so its message is the one reported. */
const TEST_CEILING_MS = 2 * PROMPT_CEILING_MS;

/** Sends the functions host a commit that starts its never-ending trigger, through Firestore. */
async function startStuckTrigger(launcher: Launcher): Promise<void> {
  const database = 'projects/demo-launcher-gone/databases/(default)';
  const response = await fetch(
    `http://${host}:${launcher.ports.firestore}/v1/${database}/documents:commit`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: [{ update: { name: `${database}/documents/stuck/one`, fields: {} } }],
      }),
    },
  );
  expect(response.ok).toBe(true);
  await launcher.output.line(/stuck trigger running/);
}

afterAll(() => {
  // A failed case must not leave its processes to the next: kill whatever is left, groups first.
  for (const launcher of launchers) {
    for (const group of launcher.groups) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // none left in that group
      }
    }
    if (launcher.process.exitCode === null) launcher.process.kill('SIGKILL');
  }
});

describe('a launcher whose functions host runs a trigger', () => {
  let launcher: Launcher;
  beforeAll(async () => {
    launcher = await startLauncher('stuck-trigger.mjs');
    await launcher.output.line(/^Launcher ready/);
    await startStuckTrigger(launcher);
    expect(recordChildGroups(launcher)).toHaveLength(2); // the functions host and Vite
  }, START_CEILING_MS);

  test(
    'leaves nothing behind when Ctrl-C is followed by a SIGKILL',
    async () => {
      launcher.process.kill('SIGINT');
      await launcher.output.line(/SIGINT: stopping/);
      launcher.process.kill('SIGKILL');

      await expectNothingLeft(launcher);
    },
    TEST_CEILING_MS,
  );
});

describe('a launcher stopped by Ctrl-C alone while a trigger runs', () => {
  let launcher: Launcher;
  beforeAll(async () => {
    launcher = await startLauncher('stuck-trigger.mjs');
    await launcher.output.line(/^Launcher ready/);
    await startStuckTrigger(launcher);
    expect(recordChildGroups(launcher)).toHaveLength(2);
  }, START_CEILING_MS);

  test(
    'ends, and leaves nothing behind',
    async () => {
      launcher.process.kill('SIGINT');

      await expectNothingLeft(launcher);
    },
    TEST_CEILING_MS,
  );
});

describe.each(['SIGKILL', 'SIGINT'] as const)('a launcher sent %s during start-up', (signal) => {
  let launcher: Launcher;
  beforeAll(async () => {
    launcher = await startLauncher('sample-functions.mjs');
    // Both children are spawned at once, before the launcher starts its emulators.
    await eventually(() => recordChildGroups(launcher).length === 2, {
      what: 'the functions host and Vite spawned',
      timeoutMs: START_CEILING_MS,
    });
  }, START_CEILING_MS);

  test(
    'leaves nothing behind',
    async () => {
      launcher.process.kill(signal);
      expect(launcher.output.lines).not.toContain('Launcher ready');

      await expectNothingLeft(launcher);
    },
    TEST_CEILING_MS,
  );
});

// `npm run load`: many members using the site at once, over the real Firebase web SDKs, against a
// local stack of its own on free ports (no network). Members sign up, then for the measured window
// each listens to the Salon's list, the daily poll and the thread they have open, and acts at the
// mix and pace below; then the run waits for the triggers to drain, checks every acknowledged
// write and every counter, and prints the figures (docs/load.md).
//
//   npm run load [-- --members 500 --seconds 60 --workers 4]
//   npm run load -- --viral        200 members reacting to and replying to one thread
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { freePort } from '@salon/emulator';
import { readProjectFiles, startLocalStack } from '@salon/local-stack/stack';
import { paths, pollOptionId } from '@salon/domain';
import {
  countersOfRun,
  missingWrites,
  readCounter,
  wrongCounters,
  type ExpectedDocument,
} from './checks.js';
import { POLL_OPTIONS, READ_OPERATIONS, WRITE_OPERATIONS } from './member.js';
import { cpuSeconds, heapAfterFullCollection, residentMegabytes } from './processes.js';
import type { FromWorker, LoadProfile, ToWorker } from './protocol.js';
import {
  addTallies,
  countOutcome,
  emptyTallies,
  formatOperations,
  formatReport,
  type MemoryFigures,
} from './stats.js';

/**
 * The everyday Salon: a member acts every 10 s on average (500 members: about 50 actions a
 * second), mostly reading and reacting, sometimes replying, seldom starting a discussion.
 */
const EVERYDAY: LoadProfile = {
  name: 'everyday',
  mix: {
    readPage: 30,
    openThread: 15,
    react: 20,
    reply: 12,
    postThread: 3,
    vote: 8,
    follow: 10,
    signInAgain: 2,
  },
  meanPauseMs: 10_000,
  seedThreads: 20,
  oneThread: false,
};

/** One discussion goes viral: every member on it, reacting and replying every 5 s on average. */
const VIRAL: LoadProfile = {
  name: 'viral',
  mix: { react: 1, reply: 1 },
  meanPauseMs: 5_000,
  seedThreads: 1,
  oneThread: true,
};

const DEFAULT_MEMBERS = { everyday: 500, viral: 200 };
/** Members one worker process carries by default (docs/decisions.md, "The load test"). */
const MEMBERS_PER_WORKER = 125;
/** Sign-ups each worker runs at once during the ramp. */
const SIGN_UP_CONCURRENCY = 8;
const PROJECT = 'demo-load';
const HOST = '127.0.0.1';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WORKER = fileURLToPath(new URL('./member-worker.ts', import.meta.url));
const RUN_TYPESCRIPT = fileURLToPath(new URL('./run-typescript.mjs', import.meta.url));

const { values: options } = parseArgs({
  options: {
    members: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    workers: { type: 'string' },
    viral: { type: 'boolean', default: false },
  },
});
const profile = options.viral ? VIRAL : EVERYDAY;
const memberCount = Number(
  options.members ?? DEFAULT_MEMBERS[options.viral ? 'viral' : 'everyday'],
);
const seconds = Number(options.seconds);
const workerCount = Number(options.workers ?? Math.ceil(memberCount / MEMBERS_PER_WORKER));
for (const [name, value] of Object.entries({ memberCount, seconds, workerCount })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
}

const elapsedSince = (start: number) => (performance.now() - start) / 1000;

console.log(
  `${new Date().toISOString()}: ${availableParallelism()} cores, ` +
    `${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ` +
    `load average ${loadavg()[0]!.toFixed(1)} before the stack starts`,
);

// The functions host's output comes through this process's console. A trigger's failure is an
// error of the run, counted by trigger and words (the report names them); the rest of the host's
// log, stack traces included, would bury the figures under load, and is left out.
const triggerFailures = emptyTallies();
const print = console.log;
console.log = (...args: unknown[]) => {
  const line = args.map(String).join(' ');
  const failed = /^\[functions\] function (\S+) failed on \S+: (.*)$/.exec(line);
  if (failed)
    countOutcome(triggerFailures, `trigger ${failed[1]}`, { error: failed[2]!.slice(0, 100) });
  if (!line.startsWith('[functions]')) print(...args);
};

const stack = await startLocalStack({
  root,
  projectId: PROJECT,
  host: HOST,
  ports: {
    firestore: await freePort(HOST),
    auth: await freePort(HOST),
    functions: await freePort(HOST),
  },
  ...readProjectFiles(root),
  seedDemoData: false,
  web: false,
  log: () => undefined,
});
Object.assign(process.env, stack.env);
const admin = initializeApp({ projectId: PROJECT }, 'load');
const db = getFirestore(admin);
const workers: ChildProcess[] = [];
let closing = false;

try {
  // The Salon's daily poll, opened as the schedule opens a queued one (staff's poll fields).
  const poll = await db.collection(paths.polls).add({
    kind: 'daily',
    threadId: null,
    title: 'Which symphony would you take to a desert island?',
    description: '',
    options: Array.from({ length: POLL_OPTIONS }, (_, i) => ({
      id: pollOptionId(i),
      optionText: ['Beethoven 9', 'Mahler 2', 'Brahms 4', 'Sibelius 5'][i]!,
    })),
    voteCounts: Object.fromEntries(
      Array.from({ length: POLL_OPTIONS }, (_, i) => [pollOptionId(i), 0]),
    ),
    totalVotes: 0,
    maxChoices: 1,
    closesAt: null,
    resultsVisibility: 'afterVoting',
    createdAt: FieldValue.serverTimestamp(),
    createdBy: null,
    isActive: true,
    closedAt: null,
  });
  await stack.triggersSettled();

  const memoryNow = () => ({
    'emulators (Firestore, Auth, Storage: the run process)': residentMegabytes(process.pid),
    'functions host': residentMegabytes(stack.functionsHost.pid()),
  });
  const before = memoryNow();
  const peak = { ...before };

  const firestorePort = Number(stack.env.FIRESTORE_EMULATOR_HOST.split(':')[1]);
  const addresses = {
    projectId: PROJECT,
    host: HOST,
    authUrl: `http://${stack.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    firestoreHost: HOST,
    firestorePort,
    functionsPort: Number(new URL(stack.functionsUrl).port),
  };

  const messages: ((message: FromWorker, worker: number) => void)[] = [];
  const tallies = emptyTallies();
  const rampTallies = emptyTallies();
  for (let worker = 0; worker < workerCount; worker++) {
    const child = fork(RUN_TYPESCRIPT, [WORKER], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: FromWorker) => {
      if (message.type === 'tallies') addTallies(tallies, message.tallies);
      for (const listener of messages) listener(message, worker);
    });
    child.on('exit', (code, signal) => {
      // The run ends the workers still open at its close; any other end is news.
      if (code !== 0 && !closing) {
        console.error(`worker ${worker} exited with ${String(code ?? signal)}`);
      }
    });
    workers.push(child);
  }
  /** Sends each worker its message and resolves with every worker's answer of `type`. */
  const ask = <T extends FromWorker['type']>(
    toWorker: (worker: number) => ToWorker | null,
    type: T,
  ): Promise<Extract<FromWorker, { type: T }>[]> => {
    const asked = workers.flatMap((_, worker) => {
      const message = toWorker(worker);
      return message ? [{ worker, message }] : [];
    });
    const answers = new Map<number, Extract<FromWorker, { type: T }>>();
    return new Promise((resolve) => {
      const listener = (message: FromWorker, worker: number) => {
        if (message.type !== type) return;
        answers.set(worker, message as Extract<FromWorker, { type: T }>);
        if (answers.size === asked.length) {
          messages.splice(messages.indexOf(listener), 1);
          resolve([...answers.values()]);
        }
      };
      messages.push(listener);
      for (const { worker, message } of asked) workers[worker]!.send(message);
    });
  };

  const rampStart = performance.now();
  const signedUp = await ask(
    (worker) => ({
      type: 'signUp',
      stack: addresses,
      worker,
      members: Array.from({ length: memberCount }, (_, i) => i).filter(
        (i) => i % workerCount === worker,
      ),
      signUpConcurrency: SIGN_UP_CONCURRENCY,
    }),
    'signedUp',
  );
  const memberIds = signedUp.flatMap((answer) => answer.memberIds);
  const seeded = await ask(
    (worker) => (worker === 0 ? { type: 'seed', threads: profile.seedThreads } : null),
    'seeded',
  );
  for (const answer of [...signedUp, ...seeded]) addTallies(rampTallies, answer.tallies);
  const threadIds = seeded.flatMap((answer) => answer.threadIds);
  const rampSeconds = elapsedSince(rampStart);
  // The window measures members using the site, not the sign-ups' triggers still queued.
  await stack.triggersSettled();
  const rampDrainSeconds = elapsedSince(rampStart) - rampSeconds;
  console.log(
    `ramp: ${memberIds.length} members signed up (${signedUp.reduce((n, a) => n + a.failed, 0)} ` +
      `failed) and ${threadIds.length} threads seeded in ${rampSeconds.toFixed(1)} s; their ` +
      `triggers drained ${rampDrainSeconds.toFixed(1)} s later`,
  );

  const cpuBefore = {
    run: process.cpuUsage(),
    host: cpuSeconds(stack.functionsHost.pid()),
  };
  let backlogPeak = 0;
  const sampler = setInterval(() => {
    backlogPeak = Math.max(backlogPeak, stack.triggerBacklog());
    for (const [name, megabytes] of Object.entries(memoryNow())) {
      peak[name as keyof typeof peak] = Math.max(peak[name as keyof typeof peak], megabytes);
    }
  }, 250);
  const byMinute: ReturnType<typeof memoryNow>[] = [];
  const emulatorHeapByMinute: number[] = [];
  const minuteSampler = setInterval(() => {
    byMinute.push(memoryNow());
    emulatorHeapByMinute.push(heapAfterFullCollection());
  }, 60_000);

  for (const worker of workers) {
    worker.send({ type: 'go', profile, memberIds, threadIds, pollId: poll.id } satisfies ToWorker);
  }
  const windowStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const stopAt = performance.now();
  clearInterval(minuteSampler);
  const stopped = await ask(() => ({ type: 'stop' }), 'stopped');
  console.log(
    `the members' last actions were answered ${elapsedSince(stopAt).toFixed(1)} s after the stop`,
  );
  await stack.triggersSettled();
  const drainSeconds = elapsedSince(stopAt);
  const measuredSeconds = (stopAt - windowStart) / 1000;
  clearInterval(sampler);

  const cpuAfter = process.cpuUsage(cpuBefore.run);
  const cpu = {
    'emulators (run process)': (cpuAfter.user + cpuAfter.system) / 1e6,
    'functions host': cpuSeconds(stack.functionsHost.pid()) - cpuBefore.host,
    workers: stopped.reduce((total, answer) => total + answer.cpuSeconds, 0),
  };
  const after = memoryNow();
  const memory: Record<string, MemoryFigures> = {};
  for (const name of Object.keys(before) as (keyof typeof before)[]) {
    memory[name] = {
      before: before[name],
      peak: peak[name],
      after: after[name],
      byMinute: byMinute.map((sample) => sample[name]),
    };
  }

  for (const answer of [...stopped, { tallies: triggerFailures }])
    addTallies(tallies, answer.tallies);
  const acknowledged: ExpectedDocument[] = stopped.flatMap((answer) => answer.acknowledged);
  const writesMissing = await missingWrites(db, acknowledged);
  const counters = await countersOfRun(db, { pollId: poll.id, memberIds });
  const countersWrong = await wrongCounters(counters, (counter) => readCounter(db, counter));

  console.log(`ramp ${formatOperations(rampTallies).join('\n')}`);
  const lines = formatReport({
    profile: profile.name,
    members: memberIds.length,
    workers: workerCount,
    seconds: measuredSeconds,
    rampSeconds,
    tallies,
    kinds: { writes: WRITE_OPERATIONS, reads: READ_OPERATIONS },
    memory,
    emulatorHeapByMinute,
    cpuSeconds: cpu,
    backlog: { peak: backlogPeak, drainSeconds },
    workerLoopDelayP99: Math.max(...stopped.map((answer) => answer.loopDelayP99)),
    checks: {
      writesChecked: acknowledged.length,
      writesMissing,
      countersChecked: counters.length,
      countersWrong,
    },
  });
  console.log(lines.join('\n'));
  console.log(`load average ${loadavg()[0]!.toFixed(1)} at the end`);
  if (writesMissing.length > 0 || countersWrong.length > 0) process.exitCode = 1;
} finally {
  closing = true;
  for (const worker of workers) if (worker.exitCode === null) worker.kill();
  await deleteApp(admin);
  await stack.stop();
}

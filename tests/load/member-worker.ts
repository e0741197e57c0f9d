// A worker process of the load run: a share of the members, each with SDK instances of their own,
// acting one action at a time with pauses between. Several processes, not one: 500 members' SDKs
// in one process would queue every listener's callback behind every other's on one event loop,
// and measure that loop rather than the site. Started by load.ts through `node --import
// jiti/register`, which compiles the web app's TypeScript as Vite would resolve it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setLogLevel } from 'firebase/firestore';
// Each member's Firestore instance would parse the SDK's protocol definitions again: a cost of the
// Node build alone (a browser's WebChannel has none), paid once per worker instead.
import '../support/shared-firestore-protos.js';
import { Member, type MemberShared } from './member.js';
import type { FromWorker, LoadProfile, MemberAction, ToWorker } from './protocol.js';
import { emptyTallies, type Tallies } from './stats.js';

/** How often the worker sends what it counted. */
const TALLY_INTERVAL_MS = 1_000;

const send = (message: FromWorker) => process.send!(message);

let shared: MemberShared | null = null;
let members: Member[] = [];
let acting: Promise<void>[] = [];
let stopping = false;
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

// What the SDKs and the app's data access log on a failure is counted, not printed: the report
// names failures by kind, and 500 members' warnings would bury it.
setLogLevel('silent');
for (const level of ['warn', 'error'] as const) {
  console[level] = (...args: unknown[]) => {
    if (!shared) return;
    const kind = `${level}: ${String(args[0]).slice(0, 100)}`;
    const logged = (shared.tallies.operations['appLog'] ??= { ok: 0, rateLimited: 0, errors: {} });
    logged.errors[kind] = (logged.errors[kind] ?? 0) + 1;
  };
}

/** Runs `task` over `items`, `concurrency` at a time. */
async function inBatches<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

function chooseAction(mix: LoadProfile['mix']): MemberAction {
  const entries = Object.entries(mix) as [MemberAction, number][];
  let roll = Math.random() * entries.reduce((total, [, weight]) => total + weight, 0);
  for (const [action, weight] of entries) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return entries[0]![0];
}

let stop: () => void = () => undefined;
const stopped = new Promise<void>((resolve) => (stop = resolve));

/** A member's pause between actions, cut short when the run stops. */
function pause(meanMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, -Math.log(1 - Math.random()) * meanMs);
    }),
    stopped,
  ]).finally(() => clearTimeout(timer));
}

async function live(member: Member, go: Extract<ToWorker, { type: 'go' }>) {
  const { profile } = go;
  const context = { memberIds: go.memberIds, pollId: go.pollId, oneThread: profile.oneThread };
  // Arrivals spread over one pause, as members do not all open the site in the same millisecond.
  await pause(profile.meanPauseMs);
  if (stopping) return;
  await member.arrive(go.threadIds, profile.oneThread);
  while (!stopping) {
    await pause(profile.meanPauseMs);
    if (stopping) return;
    await member.act(chooseAction(profile.mix), context);
  }
}

/** What was counted since the last time, the count starting again from nothing. */
function takeTallies(): Tallies {
  const taken = shared!.tallies;
  shared!.tallies = emptyTallies();
  return taken;
}

let ticker: NodeJS.Timeout | undefined;
let cpuAtGo: NodeJS.CpuUsage | undefined;

process.on('message', (message: ToWorker) => {
  void handle(message).catch((error: unknown) => {
    process.stderr.write(`worker failed: ${String(error)}\n`);
    process.exit(1);
  });
});

async function handle(message: ToWorker): Promise<void> {
  switch (message.type) {
    case 'signUp': {
      shared = { stack: message.stack, tallies: emptyTallies(), acknowledged: new Map() };
      members = message.members.map((index) => new Member(index, shared!));
      const signedUp: Member[] = [];
      await inBatches(members, message.signUpConcurrency, async (member) => {
        if (await member.signUp()) signedUp.push(member);
      });
      const failed = members.length - signedUp.length;
      members = signedUp;
      send({
        type: 'signedUp',
        memberIds: members.map((member) => member.uid),
        failed,
        tallies: takeTallies(),
      });
      return;
    }
    case 'seed': {
      const threadIds: string[] = [];
      for (const member of members.slice(0, message.threads)) {
        const id = await member.postThread();
        if (id) threadIds.push(id);
      }
      send({ type: 'seeded', threadIds, tallies: takeTallies() });
      return;
    }
    case 'go': {
      loopDelay.enable();
      cpuAtGo = process.cpuUsage();
      ticker = setInterval(
        () => send({ type: 'tallies', tallies: takeTallies() }),
        TALLY_INTERVAL_MS,
      );
      acting = members.map((member) => live(member, message));
      return;
    }
    case 'stop': {
      stopping = true;
      stop();
      // Actions under way finish: what they were acknowledged is checked too.
      await Promise.all(acting);
      await Promise.all(members.map((member) => member.settled()));
      clearInterval(ticker);
      loopDelay.disable();
      const cpu = process.cpuUsage(cpuAtGo);
      const acknowledged = [...shared!.acknowledged.values()];
      const tallies = takeTallies();
      await Promise.all(members.map((member) => member.leave()));
      // The channel closes only once the answer is written: a long run's answer (every write it
      // was acknowledged) is too large to go at once, and closing under it drops it, leaving the
      // run waiting for a worker that has left.
      process.send!(
        {
          type: 'stopped',
          tallies,
          acknowledged,
          loopDelayP99: loopDelay.percentile(99) / 1e6,
          cpuSeconds: (cpu.user + cpu.system) / 1e6,
        } satisfies FromWorker,
        () => process.disconnect(),
      );
      return;
    }
  }
}

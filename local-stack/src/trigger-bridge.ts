// Carries each Firestore commit to the functions host, in commit order, as Google's emulator
// carries them to Cloud Functions: one POST per commit, the next only after the host took it.
// Delivery is at least once, as Cloud Functions' is: each commit's batch is numbered and kept
// until the host says every trigger it fired has run (`handledThrough`). A host that dies (a
// crash, SIGKILL) loses what it was running; the launcher starts it again, and the bridge sends
// it every batch not yet handled, in order. The triggers are idempotent, so a batch handled twice
// changes nothing twice. Across the stack's own death the same holds through its data folder
// (trigger-progress.ts): the bridge says how far the host has got (`handled`), and starts with
// the commits a last run left unhandled (`resume`), ahead of new ones.
import {
  documentJson,
  formatMicros,
  type CommitEvent,
  type CommitSubscriber,
} from '@salon/emulator';
import type { DocumentWrite } from './functions-host/index.js';

/** How often the bridge asks, while batches wait, how far the host has got. */
const HANDLED_POLL_MS = 100;
/** Waits between tries while the host does not answer: it is starting again. */
const RETRY_MS = [50, 100, 250, 500, 1_000];

/** One commit as the functions host hears of it. */
export interface TriggerCommit {
  /** Commit time in microseconds: commits are made, and handled, in its order. */
  readonly time: number;
  readonly writes: DocumentWrite[];
}

interface Batch extends TriggerCommit {
  readonly number: number;
}

export interface CommitBridge {
  /** Resolves when every commit so far has reached the functions host. */
  idle(): Promise<void>;
  /**
   * Resolves once every commit so far reached the host and every trigger it fired has run,
   * including the commits those triggers made in turn (a counter update firing a search index).
   */
  settled(): Promise<void>;
  /** Commits not yet handled by the host: the trigger backlog. */
  backlog(): number;
  /** Those commits, oldest first. */
  waiting(): TriggerCommit[];
  close(): void;
}

export function bridgeCommitsToFunctions(options: {
  subscribe: (subscriber: CommitSubscriber) => () => void;
  functionsUrl: string;
  log: (line: string) => void;
  /** Commits made before this bridge whose triggers have not run: sent first, in this order. */
  resume?: readonly TriggerCommit[];
  /** Told, as the host reports progress, the time of the newest commit whose triggers all ran. */
  handled?: (time: number) => void;
}): CommitBridge {
  const { functionsUrl, log } = options;
  let nextNumber = 0;
  /** Batches not yet handled, oldest first; `sent` of them have reached the host. */
  const waiting: Batch[] = (options.resume ?? []).map((commit) => ({
    ...commit,
    number: nextNumber++,
  }));
  let sent = 0;
  let commitsSeen = waiting.length;
  let closed = false;
  /** The host process last heard from: another one has lost what the first took. */
  let hostInstance: string | null = null;
  /** Who waits for the next change of `sent` or `waiting`. */
  const wake: (() => void)[] = [];
  const changed = () => {
    for (const resolve of wake.splice(0)) resolve();
  };
  const nextChange = () => new Promise<void>((resolve) => wake.push(resolve));
  let pumping: Promise<void> | null = null;
  const unsubscribe = options.subscribe((event) => {
    const commit = triggerCommitOf(event);
    if (!commit) return;
    commitsSeen += 1;
    waiting.push({ ...commit, number: nextNumber++ });
    void pump();
  });
  if (waiting.length > 0) void pump();

  /**
   * Takes the host's answer: drops the batches it has handled. A new host has lost what the last
   * one took, so the bridge sends it everything still waiting, unless the answer is to the oldest.
   */
  const heard = ({ instance, handledThrough }: HostProgress, answersOldest = false) => {
    if (hostInstance !== null && instance !== hostInstance && !answersOldest) {
      log('the functions host was started again; sending it what the last one had not handled');
      sent = 0;
    }
    hostInstance = instance;
    let covered = 0;
    while (covered < waiting.length && (waiting[covered] as Batch).number <= handledThrough) {
      covered += 1;
    }
    if (covered > 0) options.handled?.((waiting[covered - 1] as Batch).time);
    waiting.splice(0, covered);
    sent = Math.max(0, sent - covered);
    changed();
  };

  /** Sends what waits, then watches it handled; one loop at a time, until nothing waits. */
  function pump(): Promise<void> {
    pumping ??= (async () => {
      let failures = 0;
      while (!closed && waiting.length > 0) {
        try {
          if (sent < waiting.length) {
            const batch = waiting[sent] as Batch;
            const progress = await post(functionsUrl, batch);
            if (progress) {
              sent += 1;
              heard(progress, sent === 1);
            } else {
              log(`the functions host refused batch ${batch.number} as malformed; dropped`);
              waiting.splice(sent, 1);
              changed();
            }
          } else {
            await delay(HANDLED_POLL_MS);
            heard(await askHandled(functionsUrl));
          }
          if (failures > 0) log(`the functions host answers again; sending what waits`);
          failures = 0;
        } catch (error) {
          if (failures === 0) {
            log(
              `the functions host did not answer (${describe(error)}); ` +
                `${waiting.length} commits wait for it`,
            );
          }
          // Whatever the host took before it died is lost with it: send everything again.
          sent = 0;
          await delay(RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] as number);
          failures += 1;
        }
      }
    })().finally(() => {
      pumping = null;
      if (!closed && waiting.length > 0) void pump();
    });
    return pumping;
  }

  /** Resolves once every batch has reached the host (or the bridge is closed). */
  async function allSent() {
    while (!closed && sent < waiting.length) await nextChange();
  }

  return {
    idle: allSent,
    async settled() {
      for (;;) {
        const seen = commitsSeen;
        while (!closed && waiting.length > 0) await (pumping ?? pump());
        const response = await fetch(`${functionsUrl}/_emulator/idle`);
        if (!response.ok) throw new Error(`the functions host did not settle: ${response.status}`);
        if (commitsSeen === seen && waiting.length === 0) return;
      }
    },
    backlog: () => waiting.length,
    waiting: () => waiting.map(({ time, writes }) => ({ time, writes })),
    close() {
      closed = true;
      unsubscribe();
      changed();
    },
  };
}

/**
 * A commit as the host hears of it, whether announced now or replayed from the journal at start;
 * null when it fires no trigger.
 */
export function triggerCommitOf(commit: CommitEvent): TriggerCommit | null {
  // Clearing a project (tests' clearFirestore) is not a write: Google's emulator fires no
  // triggers for it, and cascading deletes for every document would only be noise.
  if (commit.cleared || commit.changes.length === 0) return null;
  const time = formatMicros(commit.commitTime);
  const writes = commit.changes.map((change) => ({
    name: `${commit.database}/documents/${change.path}`,
    before: change.before ? documentJson(commit.database, change.before) : null,
    after: change.after ? documentJson(commit.database, change.after) : null,
    time,
  }));
  return { time: commit.commitTime, writes };
}

/** What the host says of itself with every answer. */
interface HostProgress {
  /** One per host process. */
  readonly instance: string;
  /** Every batch up to this one has had all its triggers run. */
  readonly handledThrough: number;
}

/** Posts a batch; null when the host refuses it as malformed (sending it again cannot help). */
async function post(functionsUrl: string, batch: Batch): Promise<HostProgress | null> {
  const response = await fetch(`${functionsUrl}/_emulator/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: batch.writes, batch: batch.number }),
  });
  if (response.status >= 500) throw new Error(`status ${response.status}`);
  if (!response.ok) return null;
  return (await response.json()) as HostProgress;
}

async function askHandled(functionsUrl: string): Promise<HostProgress> {
  const response = await fetch(`${functionsUrl}/_emulator/handled`);
  if (!response.ok) throw new Error(`status ${response.status}`);
  return (await response.json()) as HostProgress;
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof cause === 'string' ? cause : String(error);
}

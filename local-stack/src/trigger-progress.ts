// How far the functions host has got through the Firestore commits, kept in the data folder, so
// that a start runs the triggers of commits the last run made and journalled but never handled
// (a kill -9, a crash): Cloud Functions delivers every committed event at least once, and so
// does the stack across its own death. Two files in `<data folder>/triggers/`:
//
// - `handled.json`, the watermark: the time of the newest commit whose triggers (and those of
//   every commit before it) have all run. Written lazily, at most every 200 ms, and whole (synced,
//   then renamed into place): a stale watermark only sends some commits again, which the
//   idempotent triggers shrug off, but a lost one would send every journalled commit again.
// - `waiting.json`: the commits whose triggers had not run when the Firestore journal was last
//   compacted into its snapshot (at Ctrl-C, or while serving once it grew large). The journal
//   that held them is deleted after that, so they are kept here, written whole and synced first.
//
// A start sends the host, ahead of new commits, those of `waiting.json` and those the journal
// replays (each with the state before it, as the live bridge built it) that are newer than the
// watermark.
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically, type CommitEvent } from '@salon/emulator';
import { triggerCommitOf, type TriggerCommit } from './trigger-bridge.js';

/** How long a newer watermark may wait before it is written: a stale one costs only resends. */
const WATERMARK_DELAY_MS = 200;

export interface TriggerProgress {
  /**
   * Commits whose triggers had not run when the stack last ended, oldest first: those kept at
   * the last compaction, then those `replayed` adds.
   */
  readonly unhandled: TriggerCommit[];
  /**
   * The latest commit time the files name. Commits are ordered by time, so the Firestore
   * emulator's clock must never hand out an earlier one, even when the wall clock stepped back
   * since (the snapshot's update times do not name a deletion's).
   */
  readonly newest: number;
  /** A commit the Firestore journal replays at start: kept when newer than the watermark. */
  replayed(commit: CommitEvent): void;
  /** Every trigger of the commits up to `time` has run. */
  handled(time: number): void;
  /** Keeps the commits whose triggers have not run, before the journal that holds them goes. */
  keepWaiting(commits: readonly TriggerCommit[]): Promise<void>;
  /** Writes the latest watermark. */
  close(): Promise<void>;
}

export async function openTriggerProgress(
  dir: string,
  log: (line: string) => void,
): Promise<TriggerProgress> {
  await mkdir(dir, { recursive: true });
  const watermarkFile = path.join(dir, 'handled.json');
  const waitingFile = path.join(dir, 'waiting.json');
  const handledThrough = await readWatermark(watermarkFile, log);
  const unhandled = (await readWaiting(waitingFile)).filter(
    (commit) => commit.time > handledThrough,
  );
  const newest = unhandled.reduce(
    (latest, commit) => Math.max(latest, commit.time),
    handledThrough,
  );

  let latest = handledThrough;
  let written = handledThrough;
  let timer: NodeJS.Timeout | undefined;
  /** Writes one at a time, in order, so an older watermark never lands after a newer one. */
  let writing: Promise<void> = Promise.resolve();
  const writeWatermark = () => {
    clearTimeout(timer);
    timer = undefined;
    writing = writing.then(async () => {
      const through = latest;
      if (through <= written) return;
      try {
        await writeAtomically(watermarkFile, JSON.stringify({ handledThrough: through }));
        written = through;
      } catch (error) {
        log(`Could not write ${watermarkFile}: ${String(error)}`);
      }
    });
  };

  return {
    unhandled,
    newest,
    replayed(event) {
      const commit = triggerCommitOf(event);
      if (commit && commit.time > handledThrough) unhandled.push(commit);
    },
    handled(time) {
      if (time <= latest) return;
      latest = time;
      timer ??= setTimeout(writeWatermark, WATERMARK_DELAY_MS).unref();
    },
    async keepWaiting(commits) {
      if (commits.length === 0) {
        await rm(waitingFile, { force: true });
        return;
      }
      await writeAtomically(waitingFile, JSON.stringify(commits));
      log(
        `${commits.length} commits whose triggers have not run yet are kept in ${waitingFile}, ` +
          'for the next start should the stack end before they run',
      );
    },
    async close() {
      writeWatermark();
      await writing;
    },
  };
}

async function readWatermark(file: string, log: (line: string) => void): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  try {
    const { handledThrough } = JSON.parse(text) as { handledThrough?: unknown };
    if (typeof handledThrough === 'number') return handledThrough;
  } catch {
    // A file damaged outside the stack's writes: read as no watermark, below.
  }
  // Every commit the journal holds is then sent again: at least once, never lost.
  log(`${file} names no commit time; running the triggers of every journalled commit again`);
  return 0;
}

async function readWaiting(file: string): Promise<TriggerCommit[]> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as TriggerCommit[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

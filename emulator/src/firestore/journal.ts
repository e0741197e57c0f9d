// An append-only journal beside an emulator's snapshot, so that a change acknowledged to a client
// survives a crash or a `kill -9`: one JSON record a line, in files `<name>-<generation>.ndjson`.
// Changes are appended as they happen; `durable()` resolves once everything appended so far is
// on disk. Writes arriving together share one write and one fsync (group commit): the first
// waits for the rest of its event-loop turn, later ones join the next batch while one is being
// synced, so many concurrent commits cost few fsyncs.
//
// Compaction starts a new generation at the instant the caller takes its snapshot (`rotate()`,
// synchronous, so no change falls between them); once the snapshot naming that generation is on
// disk, the older files go (`removeBefore`). Replaying a generation over a snapshot that already
// holds its changes gives the same state, as records are whole values, so a crash at any point of
// a compaction loses nothing.
import { open, readdir, readFile, rename, rm, truncate, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

interface Batch {
  lines: string[];
  /** Set when the batch ends its file: later records go to the next generation's. */
  rotateTo?: number;
  done: Promise<void>;
  settle(error?: Error): void;
}

function newBatch(): Batch {
  let settle!: (error?: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // A batch nobody waits on (a change made outside any request) must not be an unhandled
  // rejection; whoever waits still sees the error.
  done.catch(() => undefined);
  return { lines: [], done, settle };
}

export class Journal<Record> {
  /** fsyncs so far: how tests see that concurrent changes shared them. */
  syncs = 0;
  private queued: Batch[] = [];
  private inFlight: Batch | undefined;
  /** Set while a flush is scheduled or running; it drains every batch queued meanwhile. */
  private flushing: Promise<void> | undefined;
  private failure: Error | undefined;
  /** The generation new records go to (their file opens when the batches before are written). */
  generation: number;
  /** Characters appended to the current generation. */
  private size = 0;
  private limit: { size: number; grown: () => void; told: boolean } | undefined;

  constructor(
    private readonly dir: string,
    private readonly name: string,
    private file: FileHandle,
    generation: number,
  ) {
    this.generation = generation;
  }

  /** Queues a record; it is on disk once `durable()` (called after) resolves. */
  append(record: Record): void {
    let batch = this.queued.at(-1);
    if (!batch || batch.rotateTo !== undefined) this.queued.push((batch = newBatch()));
    const line = `${JSON.stringify(record)}\n`;
    batch.lines.push(line);
    this.size += line.length;
    if (this.limit && !this.limit.told && this.size > this.limit.size) {
      this.limit.told = true;
      // After the change that made it grow has been told to everyone, not in the middle of it.
      queueMicrotask(this.limit.grown);
    }
    this.schedule();
  }

  /** Calls `grown` once the current generation passes `size` characters (once a generation). */
  whenLargerThan(size: number, grown: () => void): void {
    this.limit = { size, grown, told: false };
  }

  /** Resolves when every record appended so far is on disk; rejects if writing one failed. */
  durable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return this.queued.at(-1)?.done ?? this.inFlight?.done ?? Promise.resolve();
  }

  /** Starts the next generation: records appended from now on go to its file. */
  rotate(): number {
    const next = ++this.generation;
    this.size = 0;
    if (this.limit) this.limit.told = false;
    let batch = this.queued.at(-1);
    if (!batch || batch.rotateTo !== undefined) this.queued.push((batch = newBatch()));
    batch.rotateTo = next;
    this.schedule();
    return next;
  }

  /** Deletes the files of generations before `generation` (a snapshot now holds them). */
  async removeBefore(generation: number): Promise<void> {
    for (const { generation: older, file } of await journalFiles(this.dir, this.name)) {
      if (older < generation) await rm(join(this.dir, file), { force: true });
    }
  }

  /** Writes what is queued and closes the file. */
  async close(): Promise<void> {
    await this.flushing;
    await this.file.close();
  }

  private schedule(): void {
    // The rest of this event-loop turn (other commits of the same burst) joins the first batch.
    this.flushing ??= new Promise((resolve) => setImmediate(resolve)).then(() => this.flush());
  }

  private async flush(): Promise<void> {
    for (let batch = this.queued.shift(); batch; batch = this.queued.shift()) {
      this.inFlight = batch;
      if (this.failure) {
        batch.settle(this.failure);
        continue;
      }
      try {
        if (batch.lines.length > 0) {
          // appendFile writes it all, however many write calls that takes.
          await this.file.appendFile(batch.lines.join(''));
          await this.file.datasync();
          this.syncs++;
        }
        if (batch.rotateTo !== undefined) {
          await this.file.close();
          this.file = await openGeneration(this.dir, this.name, batch.rotateTo);
        }
        batch.settle();
      } catch (error) {
        // Nothing after a failed write is appended: a record must never follow a torn one.
        this.failure = new Error(
          `Could not write the journal in ${this.dir}: ${(error as Error).message}`,
        );
        batch.settle(this.failure);
      }
    }
    this.inFlight = undefined;
    this.flushing = undefined;
  }
}

const fileName = (name: string, generation: number) => `${name}-${generation}.ndjson`;

async function journalFiles(
  dir: string,
  name: string,
): Promise<{ generation: number; file: string }[]> {
  const pattern = new RegExp(`^${name}-(\\d+)\\.ndjson$`);
  const files = [];
  for (const file of await readdir(dir)) {
    const match = pattern.exec(file);
    if (match) files.push({ generation: Number(match[1]), file });
  }
  return files.sort((a, b) => a.generation - b.generation);
}

async function openGeneration(dir: string, name: string, generation: number): Promise<FileHandle> {
  const file = await open(join(dir, fileName(name, generation)), 'a');
  // The new file's name must survive a crash too, not only its contents.
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
  return file;
}

/**
 * Replays the journal files of `generation` and later (in `dir`, which must exist) through
 * `apply`, deletes older ones, and opens the journal for appending. A last record without its
 * end (the process killed mid-append) is skipped, told to `log`, and cut off the file.
 */
export async function openJournal<Record>(
  dir: string,
  name: string,
  generation: number,
  apply: (record: Record) => void,
  log: (line: string) => void,
): Promise<{ journal: Journal<Record>; replayed: number }> {
  let replayed = 0;
  let last = generation;
  for (const { generation: fileGeneration, file } of await journalFiles(dir, name)) {
    const path = join(dir, file);
    if (fileGeneration < generation) {
      await rm(path, { force: true });
      continue;
    }
    last = fileGeneration;
    const text = await readFile(path, 'utf8');
    let end = 0;
    for (let lineNumber = 1; end < text.length; lineNumber++) {
      const newline = text.indexOf('\n', end);
      const line = newline === -1 ? text.slice(end) : text.slice(end, newline);
      let record: Record;
      try {
        if (newline === -1) throw new Error('no line end');
        record = JSON.parse(line) as Record;
      } catch (error) {
        if (newline === -1 || text.slice(newline + 1).trim() === '') {
          log(
            `${path}: skipped a torn last record (line ${lineNumber}, ${line.length} bytes): the process ended while writing it, before it was acknowledged`,
          );
          break;
        }
        throw new Error(`${path} line ${lineNumber} is not a journal record: ${String(error)}`);
      }
      apply(record);
      replayed++;
      end = newline + 1;
    }
    if (end < text.length) await truncate(path, Buffer.byteLength(text.slice(0, end)));
  }
  const file = await openGeneration(dir, name, last);
  return { journal: new Journal<Record>(dir, name, file, last), replayed };
}

/** Replaces `path` with `content` whole, on disk (a crash leaves the old file or the new). */
export async function writeAtomically(path: string, content: string): Promise<void> {
  const file = await open(`${path}.tmp`, 'w');
  try {
    await file.writeFile(content);
    await file.datasync();
  } finally {
    await file.close();
  }
  await rename(`${path}.tmp`, path);
}

// Import and export of every database to a folder of JSON files, so the local stack keeps its
// data across restarts: `metadata.json` lists one `<database>.json` file per database, each an
// array of documents in proto3 JSON (name, fields, createTime, updateTime). A data folder
// (`openDataDir`) is such a snapshot plus the journal of every change since (journal.ts):
// `metadata.json`'s `journal` names the first generation the snapshot does not hold.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JsonObject } from '../rpc/contract.js';
import type { MonotonicClock } from './clock.js';
import { openJournal, writeAtomically } from './journal.js';
import { documentPathOf } from './paths.js';
import {
  documentJson,
  type CommitEvent,
  type DocumentStore,
  type StoreRecord,
  type StoredDocument,
} from './store.js';
import { parseMicros } from './timestamps.js';
import { normalizeFields } from './values.js';

const METADATA_FILE = 'metadata.json';
const FORMAT_VERSION = 1;
const JOURNAL_NAME = 'journal';
/** 64 MiB of journal (tens of thousands of commits) before it is compacted while serving. */
const COMPACT_AFTER = 64 * 1024 * 1024;

interface Metadata {
  version: number;
  databases: { database: string; file: string }[];
  /** In a data folder: the journal's generations from this one on are not in the snapshot. */
  journal?: number;
}

function fileNameFor(database: string): string {
  return `${database.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`;
}

/** Every database's documents as their files' contents, taken at one instant. */
function snapshotOf(store: DocumentStore): { database: string; content: string }[] {
  const snapshot = [];
  for (const database of store.databaseNames()) {
    const documents = [...store.documents(database)].map((document) =>
      documentJson(database, document),
    );
    if (documents.length > 0) snapshot.push({ database, content: JSON.stringify(documents) });
  }
  return snapshot;
}

async function writeSnapshot(
  dir: string,
  snapshot: { database: string; content: string }[],
  journal?: number,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const metadata: Metadata = { version: FORMAT_VERSION, databases: [] };
  for (const { database, content } of snapshot) {
    const file = fileNameFor(database);
    await writeAtomically(join(dir, file), content);
    metadata.databases.push({ database, file });
  }
  if (journal !== undefined) metadata.journal = journal;
  await writeAtomically(join(dir, METADATA_FILE), JSON.stringify(metadata, null, 2));
}

/** Writes every document to `dir` (created if needed); each file is replaced atomically. */
export async function exportData(store: DocumentStore, dir: string): Promise<void> {
  await writeSnapshot(dir, snapshotOf(store));
}

async function readMetadata(dir: string): Promise<Metadata | undefined> {
  let metadataText: string;
  try {
    metadataText = await readFile(join(dir, METADATA_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const metadata = JSON.parse(metadataText) as Metadata;
  if (metadata.version !== FORMAT_VERSION) {
    throw new Error(`Unsupported export format ${metadata.version} in ${dir}`);
  }
  return metadata;
}

/**
 * Someone who follows the journal's commits beyond the store, keeping its own progress through
 * them (the local stack's trigger bridge): told of each commit a start replays, and of each
 * compaction before the journal it swallows is deleted.
 */
export interface JournalReader {
  /** Each journalled commit replayed at start, in order, as subscribers heard it when made. */
  replayed?(commit: CommitEvent): void;
  /**
   * Called in the synchronous step that takes a compaction's snapshot (no commit falls between);
   * the journal files that snapshot holds are deleted only once the promise resolves, so the
   * reader can first keep what it still needed of them.
   */
  compacting?(): Promise<void>;
}

export interface DataDir {
  /** Documents in the snapshot, and changes replayed from the journal after it. */
  loaded: { documents: number; changes: number };
  /** The journal's fsyncs so far: many concurrent commits should share few. */
  syncs(): number;
  /** Writes a snapshot of every document and drops the journal it holds. */
  compact(): Promise<void>;
  /** Writes what the journal still has queued and closes it. */
  close(): Promise<void>;
}

/**
 * Loads a data folder (created if needed): its snapshot, then every change journalled after it
 * (`log` is told of a torn last record, skipped); from then on every change to `store` is
 * journalled there, on disk once `store.durable()` resolves.
 */
export async function openDataDir(
  store: DocumentStore,
  clock: MonotonicClock,
  dir: string,
  log: (line: string) => void,
  /** A journal larger than this is compacted while serving, so a start never replays more. */
  compactAfter = COMPACT_AFTER,
  reader?: JournalReader,
): Promise<DataDir> {
  await mkdir(dir, { recursive: true });
  const metadata = await readMetadata(dir);
  const documents = metadata ? await loadSnapshot(store, clock, dir, metadata) : 0;
  const { journal, replayed } = await openJournal<StoreRecord>(
    dir,
    JOURNAL_NAME,
    metadata?.journal ?? 0,
    (record) => {
      const commit = store.replay(record);
      if (commit) reader?.replayed?.(commit);
      if (record.time !== undefined) clock.observe(record.time);
      for (const [, document] of record.writes) if (document) clock.observe(document.updateTime);
    },
    log,
  );
  store.journalTo(journal);
  let compacting: Promise<void> | undefined;
  const compact = (): Promise<void> =>
    (compacting ??= (async () => {
      try {
        // Taken together, synchronously: every change is either in the snapshot or in the new
        // generation, never in neither.
        const snapshot = snapshotOf(store);
        const generation = journal.rotate();
        await Promise.all([writeSnapshot(dir, snapshot, generation), reader?.compacting?.()]);
        await journal.removeBefore(generation);
      } finally {
        compacting = undefined;
      }
    })());
  journal.whenLargerThan(compactAfter, () => {
    compact().catch((error: unknown) => log(`Compacting ${dir} failed: ${String(error)}`));
  });
  return {
    loaded: { documents, changes: replayed },
    syncs: () => journal.syncs,
    async compact() {
      // One running already holds only what came before it.
      await compacting;
      await compact();
    },
    async close() {
      await compacting;
      await journal.close();
    },
  };
}

/**
 * Loads what exportData wrote; returns the number of documents loaded, or undefined when `dir`
 * holds no export yet (a first run with `--import X --export-on-exit X` starts empty).
 */
export async function importData(
  store: DocumentStore,
  clock: MonotonicClock,
  dir: string,
): Promise<number | undefined> {
  const metadata = await readMetadata(dir);
  return metadata && loadSnapshot(store, clock, dir, metadata);
}

async function loadSnapshot(
  store: DocumentStore,
  clock: MonotonicClock,
  dir: string,
  metadata: Metadata,
): Promise<number> {
  let count = 0;
  for (const { database, file } of metadata.databases) {
    const json = JSON.parse(await readFile(join(dir, file), 'utf8')) as JsonObject[];
    const documents: StoredDocument[] = json.map((document) => {
      const createTime = parseMicros(String(document.createTime));
      const updateTime = parseMicros(String(document.updateTime));
      clock.observe(updateTime);
      return {
        path: documentPathOf(database, String(document.name)),
        fields: normalizeFields(document.fields as JsonObject | undefined),
        createTime,
        updateTime,
      };
    });
    store.load(database, documents);
    count += documents.length;
  }
  return count;
}

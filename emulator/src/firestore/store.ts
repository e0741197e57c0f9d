// The document store: every database's documents, kept per database name
// (`projects/p/databases/d`), indexed by collection so collection and collection-group scans
// touch only what they need. Changes are applied atomically and announced synchronously to
// subscribers, in commit order, so listeners see every commit exactly once.
import type { JsonObject } from '../rpc/contract.js';
import type { Journal } from './journal.js';
import { collectionIdOf, collectionPathOf, documentIdOf, isWithin } from './paths.js';
import { formatMicros } from './timestamps.js';
import type { Fields } from './values.js';

export interface StoredDocument {
  /** Relative path: `coll/doc/sub/doc`. */
  path: string;
  fields: Fields;
  /** Microseconds since the epoch. */
  createTime: number;
  updateTime: number;
}

export interface DocumentChange {
  path: string;
  before: StoredDocument | undefined;
  after: StoredDocument | undefined;
}

export interface CommitEvent {
  database: string;
  commitTime: number;
  changes: DocumentChange[];
  /**
   * Set when the deletes come from clearing the project (the emulator's REST endpoint), not from
   * a client's write: listeners must see them; function triggers should not fire for them.
   */
  cleared?: boolean;
}

export type CommitSubscriber = (event: CommitEvent) => void;

/**
 * One change of the store as the journal keeps it: each path's new document, or null for a
 * delete (a commit, a project cleared, documents imported).
 */
export interface StoreRecord {
  database: string;
  /** The commit's time (microseconds); none for an import. */
  time?: number;
  /** The deletes of clearing a project (CommitEvent's `cleared`). */
  cleared?: true;
  writes: [path: string, document: StoredDocument | null][];
}

class DatabaseState {
  /** collection path -> document id -> document */
  readonly collections = new Map<string, Map<string, StoredDocument>>();
  /** collection id -> collection paths with that id */
  readonly collectionsById = new Map<string, Set<string>>();

  get(path: string): StoredDocument | undefined {
    return this.collections.get(collectionPathOf(path))?.get(documentIdOf(path));
  }

  put(document: StoredDocument): void {
    const collectionPath = collectionPathOf(document.path);
    let collection = this.collections.get(collectionPath);
    if (!collection) {
      collection = new Map();
      this.collections.set(collectionPath, collection);
      const id = collectionIdOf(collectionPath);
      let paths = this.collectionsById.get(id);
      if (!paths) this.collectionsById.set(id, (paths = new Set()));
      paths.add(collectionPath);
    }
    collection.set(documentIdOf(document.path), document);
  }

  remove(path: string): void {
    const collectionPath = collectionPathOf(path);
    const collection = this.collections.get(collectionPath);
    if (!collection) return;
    collection.delete(documentIdOf(path));
    if (collection.size === 0) {
      this.collections.delete(collectionPath);
      this.collectionsById.get(collectionIdOf(collectionPath))?.delete(collectionPath);
    }
  }

  *all(): Iterable<StoredDocument> {
    for (const collection of this.collections.values()) yield* collection.values();
  }
}

export function documentJson(database: string, document: StoredDocument): JsonObject {
  return {
    name: `${database}/documents/${document.path}`,
    fields: document.fields,
    createTime: formatMicros(document.createTime),
    updateTime: formatMicros(document.updateTime),
  };
}

export class DocumentStore {
  private readonly databases = new Map<string, DatabaseState>();
  private readonly subscribers = new Set<CommitSubscriber>();
  private journal: Journal<StoreRecord> | undefined;

  /** From now on, every change is appended to `journal` before anyone is told of it. */
  journalTo(journal: Journal<StoreRecord>): void {
    this.journal = journal;
  }

  /** Resolves once every change so far is on disk (at once without a journal). */
  durable(): Promise<void> {
    return this.journal?.durable() ?? Promise.resolve();
  }

  private state(database: string): DatabaseState {
    let state = this.databases.get(database);
    if (!state) this.databases.set(database, (state = new DatabaseState()));
    return state;
  }

  get(database: string, path: string): StoredDocument | undefined {
    return this.databases.get(database)?.get(path);
  }

  /** The documents directly in one collection (`coll` or `coll/doc/sub`). */
  *collection(database: string, collectionPath: string): Iterable<StoredDocument> {
    const collection = this.databases.get(database)?.collections.get(collectionPath);
    if (collection) yield* collection.values();
  }

  /** Every document of collections named `collectionId` below `parent` (a document or ``). */
  *collectionGroup(
    database: string,
    parent: string,
    collectionId: string,
  ): Iterable<StoredDocument> {
    const state = this.databases.get(database);
    for (const collectionPath of state?.collectionsById.get(collectionId) ?? []) {
      if (parent !== '' && !collectionPath.startsWith(`${parent}/`)) continue;
      yield* state?.collections.get(collectionPath)?.values() ?? [];
    }
  }

  /** Every document strictly below `parent` (a document path, or `` for the root). */
  *descendants(database: string, parent: string): Iterable<StoredDocument> {
    const state = this.databases.get(database);
    for (const [collectionPath, collection] of state?.collections ?? []) {
      if (parent === '' || collectionPath.startsWith(`${parent}/`)) yield* collection.values();
    }
  }

  /** Ids of documents in a collection that do not exist but have subcollections with data. */
  missingDocumentIds(database: string, collectionPath: string): string[] {
    const ids = new Set<string>();
    const collection = this.databases.get(database)?.collections;
    for (const path of collection?.keys() ?? []) {
      if (!path.startsWith(`${collectionPath}/`)) continue;
      const id = path.slice(collectionPath.length + 1).split('/')[0] as string;
      if (!collection?.get(collectionPath)?.has(id)) ids.add(id);
    }
    return [...ids];
  }

  /** The ids of collections directly below `parent` that hold documents at any depth. */
  collectionIds(database: string, parent: string): string[] {
    const ids = new Set<string>();
    const depth = parent === '' ? 0 : parent.split('/').length;
    for (const collectionPath of this.databases.get(database)?.collections.keys() ?? []) {
      if (!isWithin(collectionPath, parent) || collectionPath === parent) continue;
      const segment = collectionPath.split('/')[depth];
      if (segment !== undefined) ids.add(segment);
    }
    return [...ids].sort();
  }

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  *documents(database: string): Iterable<StoredDocument> {
    const state = this.databases.get(database);
    if (state) yield* state.all();
  }

  /**
   * Applies one atomic commit: each path maps to its new document, or undefined to delete it.
   * Subscribers hear about it before this returns.
   */
  commit(
    database: string,
    commitTime: number,
    writes: ReadonlyMap<string, StoredDocument | undefined>,
    cleared = false,
  ): CommitEvent {
    const state = this.state(database);
    const changes: DocumentChange[] = [];
    for (const [path, after] of writes) {
      const before = state.get(path);
      // A write that changed nothing hands back the stored document itself: no change to tell.
      if (before === after) continue;
      if (after) state.put(after);
      else state.remove(path);
      if (before || after) changes.push({ path, before, after });
    }
    const event: CommitEvent = { database, commitTime, changes, ...(cleared && { cleared }) };
    if (changes.length > 0) {
      // Journalled before subscribers hear of it: one of them may commit in turn.
      this.journal?.append({
        database,
        time: commitTime,
        ...(cleared && { cleared }),
        writes: changes.map(({ path, after }) => [path, after ?? null]),
      });
      this.announce(event);
    }
    return event;
  }

  /** Deletes every document of every database of one project. */
  clearProject(projectId: string, commitTime: number): void {
    for (const database of [...this.databases.keys()]) {
      if (!database.startsWith(`projects/${projectId}/databases/`)) continue;
      const writes = new Map<string, undefined>();
      for (const document of this.databases.get(database)?.all() ?? []) {
        writes.set(document.path, undefined);
      }
      this.commit(database, commitTime, writes, true);
      this.databases.delete(database);
    }
  }

  /** Loads documents as they were exported, without announcing them (journalled, if on). */
  load(database: string, documents: Iterable<StoredDocument>): void {
    const state = this.state(database);
    const loaded: StoreRecord['writes'] = [];
    for (const document of documents) {
      state.put(document);
      loaded.push([document.path, document]);
    }
    if (loaded.length > 0) this.journal?.append({ database, writes: loaded });
  }

  /**
   * Applies a journalled change again, on start, without announcing it. A commit is handed back
   * as subscribers heard it, each `before` the state the replay had reached, so that whoever
   * keeps its own progress through the commits can find those it had not handled; an import is
   * not a commit (undefined).
   */
  replay(record: StoreRecord): CommitEvent | undefined {
    const state = this.state(record.database);
    const changes: DocumentChange[] = [];
    for (const [path, document] of record.writes) {
      const before = state.get(path);
      if (document) state.put(document);
      else state.remove(path);
      if (before || document) changes.push({ path, before, after: document ?? undefined });
    }
    if (record.time === undefined) return undefined;
    const { database, time: commitTime, cleared } = record;
    return { database, commitTime, changes, ...(cleared && { cleared }) };
  }

  subscribe(subscriber: CommitSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private announce(event: CommitEvent): void {
    for (const subscriber of this.subscribers) {
      try {
        subscriber(event);
      } catch (error) {
        // The commit has happened; one faulty subscriber must not undo it for the writer or
        // starve the others. Subscribers report their own failures; this is a last resort.
        console.error('A commit subscriber failed:', error);
      }
    }
  }
}

// The Auth emulator's data folder: a snapshot of every project's accounts and the journal of each
// change since (the Firestore emulator's journal, firestore/journal.ts), so that an account
// change acknowledged to a client survives a crash. The default project's snapshot is
// `accounts.json` (`{ users: [...] }`, the records as batchGet lists them: the file
// firebase-tools' emulator exports, so either emulator loads it); another project's is
// `accounts-<project>.json`, and `accounts-metadata.json` names them and the journal's first
// generation they do not hold. A folder with only `accounts.json` (saved by a stop before
// journalling) loads as the default project's snapshot.
import { mkdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { openJournal, writeAtomically } from '../firestore/journal.js';
import type { AccountChange, AccountRecord, AuthState } from './accounts.js';

const DEFAULT_FILE = 'accounts.json';
const METADATA_FILE = 'accounts-metadata.json';
const JOURNAL_NAME = 'accounts-journal';

interface Metadata {
  /** The journal's generations from this one on are not in the snapshot. */
  journal: number;
  /** Each project's snapshot file. */
  projects: Record<string, string>;
}

export interface AccountsDir {
  /** Accounts in the snapshot, and changes replayed from the journal after it. */
  loaded: { accounts: number; changes: number };
  /** Resolves once every change so far is on disk. */
  durable(): Promise<void>;
  /** Writes a snapshot of every account and drops the journal it holds. */
  compact(): Promise<void>;
  /** Writes what the journal still has queued and closes it. */
  close(): Promise<void>;
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Loads a data folder (created if needed) into `state`: the snapshot, then the changes journalled
 * after it (`log` is told of a torn last record, skipped); from then on every account change is
 * journalled there.
 */
export async function openAccountsDir(
  state: AuthState,
  dir: string,
  log: (line: string) => void,
): Promise<AccountsDir> {
  await mkdir(dir, { recursive: true });
  const metadata = (await readJson<Metadata>(join(dir, METADATA_FILE))) ?? {
    journal: 0,
    projects: { [state.defaultProjectId]: DEFAULT_FILE },
  };
  let accounts = 0;
  for (const [projectId, file] of Object.entries(metadata.projects)) {
    const saved = await readJson<{ users?: AccountRecord[] }>(join(dir, file));
    for (const user of saved?.users ?? []) state.project(projectId).put(user);
    accounts += saved?.users?.length ?? 0;
  }
  const { journal, replayed } = await openJournal<AccountChange>(
    dir,
    JOURNAL_NAME,
    metadata.journal,
    (change) => state.project(change.projectId).replay(change),
    log,
  );
  state.journalTo((change) => journal.append(change));
  return {
    loaded: { accounts, changes: replayed },
    durable: () => journal.durable(),
    async compact() {
      // Taken together, synchronously: every change is in the snapshot or the new generation.
      const snapshot = state.projectIds().map((projectId) => ({
        file:
          projectId === state.defaultProjectId
            ? DEFAULT_FILE
            : `accounts-${projectId.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`,
        projectId,
        content: JSON.stringify({ users: state.project(projectId).sorted() }, null, 2),
      }));
      const generation = journal.rotate();
      const written: Metadata = { journal: generation, projects: {} };
      for (const { file, projectId, content } of snapshot) {
        await writeAtomically(join(dir, file), content);
        written.projects[projectId] = file;
      }
      await writeAtomically(join(dir, METADATA_FILE), JSON.stringify(written, null, 2));
      await journal.removeBefore(generation);
    },
    close: () => journal.close(),
  };
}

/**
 * The transport's handler, its answers held until the journal has every change made so far on
 * disk: an account change is acknowledged only once a crash can no longer lose it. Answers that
 * changed nothing wait only for what other requests had queued. A failed write ends the
 * connection unanswered, so the client does not take the change as made.
 */
export function answeringWhenDurable(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  durable: () => Promise<void>,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      durable().then(
        () => end(...args),
        (error: unknown) => res.destroy(error as Error),
      );
      return res;
    }) as typeof res.end;
    await handler(req, res);
  };
}

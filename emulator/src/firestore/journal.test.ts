// The journal of a data folder: records replayed in order, a torn last record skipped (and cut
// off, so later records follow a whole one), compaction into the snapshot, and group commit:
// commits arriving together share an fsync, and each is answered only once its record is on disk.
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { JsonObject } from '../rpc/contract.js';
import { createEmulatorControl } from './control.js';
import { eventually } from '../../test/support/eventually.js';
import { Journal, openJournal } from './journal.js';
import { openDataDir, type JournalReader } from './persistence.js';
import { createFirestoreRpcs } from './service.js';
import { createEmulatorState } from './state.js';
import type { CommitEvent } from './store.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'journal-'));
const DATABASE = 'projects/demo-journal/databases/(default)';
const context = { database: DATABASE };

async function open<Record>(dir: string, generation = 0) {
  const applied: Record[] = [];
  const logged: string[] = [];
  const { journal, replayed } = await openJournal<Record>(
    dir,
    'test',
    generation,
    (record) => applied.push(record),
    (line) => logged.push(line),
  );
  return { journal, replayed, applied, logged };
}

function setWrite(path: string, fields: JsonObject): JsonObject {
  return { update: { name: `${DATABASE}/documents/${path}`, fields } };
}

async function startService(dir: string, compactAfter?: number, reader?: JournalReader) {
  const state = createEmulatorState();
  const logged: string[] = [];
  const log = (line: string) => logged.push(line);
  const dataDir = await openDataDir(state.store, state.clock, dir, log, compactAfter, reader);
  return { state, rpcs: createFirestoreRpcs(state), dataDir, logged };
}

describe('journal', () => {
  test('replays what was appended, in order, after a restart', async () => {
    const dir = freshDir();
    const first = await open<{ n: number }>(dir);
    for (let n = 0; n < 5; n++) first.journal.append({ n });
    await first.journal.durable();
    await first.journal.close();

    const second = await open<{ n: number }>(dir);
    expect(second.replayed).toBe(5);
    expect(second.applied).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    second.journal.append({ n: 5 });
    await second.journal.close();
    const third = await open<{ n: number }>(dir);
    expect(third.applied.map(({ n }) => n)).toEqual([0, 1, 2, 3, 4, 5]);
    await third.journal.close();
  });

  test('a torn last record is skipped with a log line, and cut off before the next append', async () => {
    const dir = freshDir();
    const first = await open<{ n: number }>(dir);
    first.journal.append({ n: 1 });
    await first.journal.close();
    // The process killed in the middle of writing the second record.
    appendFileSync(join(dir, 'test-0.ndjson'), '{"n":2,"pad');

    const second = await open<{ n: number }>(dir);
    expect(second.applied).toEqual([{ n: 1 }]);
    expect(second.logged).toEqual([expect.stringMatching(/skipped a torn last record \(line 2/)]);
    second.journal.append({ n: 3 });
    await second.journal.close();

    const third = await open<{ n: number }>(dir);
    expect(third.applied).toEqual([{ n: 1 }, { n: 3 }]);
    expect(third.logged).toEqual([]);
    await third.journal.close();
  });

  test('a damaged record before the last one fails the start, naming the file and line', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'test-0.ndjson'), '{"n":1}\n{"n":\n{"n":3}\n');
    await expect(open(dir)).rejects.toThrow(/test-0\.ndjson line 2 is not a journal record/);
  });

  test('records appended together share one fsync', async () => {
    const dir = freshDir();
    const { journal } = await open<{ n: number }>(dir);
    await Promise.all(
      Array.from({ length: 100 }, async (_, n) => {
        journal.append({ n });
        await journal.durable();
      }),
    );
    expect(journal.syncs).toBe(1);
    await journal.close();
  });

  test('a failed write fails its waiters and every later one: no record may follow a torn one', async () => {
    const failing = {
      appendFile: () => Promise.reject(new Error('ENOSPC: no space left on device')),
      datasync: () => Promise.resolve(),
      close: () => Promise.resolve(),
    } as unknown as FileHandle;
    const journal = new Journal<{ n: number }>(freshDir(), 'test', failing, 0);
    journal.append({ n: 1 });
    await expect(journal.durable()).rejects.toThrow(/Could not write the journal .*ENOSPC/);
    journal.append({ n: 2 });
    await expect(journal.durable()).rejects.toThrow(/ENOSPC/);
    expect(journal.syncs).toBe(0);
  });

  test('rotation sends later records to the next generation; older files go when asked', async () => {
    const dir = freshDir();
    const { journal } = await open<{ n: number }>(dir);
    journal.append({ n: 1 });
    expect(journal.rotate()).toBe(1);
    journal.append({ n: 2 });
    await journal.durable();
    expect(readdirSync(dir).sort()).toEqual(['test-0.ndjson', 'test-1.ndjson']);
    await journal.removeBefore(1);
    await journal.close();
    expect(readdirSync(dir)).toEqual(['test-1.ndjson']);
    const reopened = await open<{ n: number }>(dir, 1);
    expect(reopened.applied).toEqual([{ n: 2 }]);
    await reopened.journal.close();
  });
});

describe('a data folder', () => {
  test('every commit acknowledged is in the journal on disk; a restart without stopping replays it', async () => {
    const dir = freshDir();
    const first = await startService(dir);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        first.rpcs
          .commit(context, {
            writes: [setWrite(`works/w${n}`, { n: { integerValue: String(n) } })],
          })
          .then((result) => {
            // Acknowledged: its record is already in the file.
            expect(readFileSync(join(dir, 'journal-0.ndjson'), 'utf8')).toContain(`works/w${n}"`);
            return result;
          }),
      ),
    );
    expect(results).toHaveLength(200);
    // Group commit: 200 concurrent commits, a handful of fsyncs (one when they all arrive at once).
    expect(first.dataDir.syncs()).toBeGreaterThan(0);
    expect(first.dataDir.syncs()).toBeLessThanOrEqual(10);
    await first.rpcs.commit(context, {
      writes: [{ delete: `${DATABASE}/documents/works/w0` }],
    });

    // As after a kill: the first never stopped, so nothing was compacted.
    const second = await startService(dir);
    expect(second.dataDir.loaded).toEqual({ documents: 0, changes: 201 });
    expect(second.state.store.get(DATABASE, 'works/w0')).toBeUndefined();
    expect(second.state.store.get(DATABASE, 'works/w199')?.fields).toEqual({
      n: { integerValue: '199' },
    });
    // The clock never goes back behind a replayed commit.
    expect(second.state.clock.tick()).toBeGreaterThan(first.state.clock.latest());
    await first.dataDir.close();
    await second.dataDir.close();
  });

  test('batch writes, transactions and clearing a project are journalled too', async () => {
    const dir = freshDir();
    const first = await startService(dir);
    await first.rpcs.batchWrite(context, {
      writes: [setWrite('a/1', {}), setWrite('a/2', {})],
    });
    const { transaction } = await first.rpcs.beginTransaction(context, {});
    await first.rpcs.commit(context, {
      transaction: String(transaction),
      writes: [setWrite('b/1', {})],
    });
    await first.rpcs.commit(
      { database: 'projects/other/databases/(default)' },
      { writes: [{ update: { name: 'projects/other/databases/(default)/documents/c/1' } }] },
    );
    await createEmulatorControl(first.state).clearProject('other');

    const second = await startService(dir);
    const paths = (database: string) =>
      [...second.state.store.documents(database)].map((document) => document.path).sort();
    expect(paths(DATABASE)).toEqual(['a/1', 'a/2', 'b/1']);
    expect(paths('projects/other/databases/(default)')).toEqual([]);
    await first.dataDir.close();
    await second.dataDir.close();
  });

  test('compaction writes the snapshot and drops the journal it holds', async () => {
    const dir = freshDir();
    const first = await startService(dir);
    await first.rpcs.commit(context, { writes: [setWrite('a/1', {}), setWrite('a/2', {})] });
    await first.dataDir.compact();
    await first.rpcs.commit(context, { writes: [setWrite('a/3', {})] });
    await first.dataDir.close();
    expect(readdirSync(dir).filter((file) => file.startsWith('journal'))).toEqual([
      'journal-1.ndjson',
    ]);
    expect(JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8'))).toMatchObject({
      journal: 1,
    });

    const second = await startService(dir);
    expect(second.dataDir.loaded).toEqual({ documents: 2, changes: 1 });
    expect([...second.state.store.documents(DATABASE)]).toHaveLength(3);
    await second.dataDir.close();
  });

  test('a journal grown past its limit is compacted while serving', async () => {
    const dir = freshDir();
    const first = await startService(dir, 2_000);
    for (let n = 0; n < 40; n++) {
      await first.rpcs.commit(context, {
        writes: [setWrite(`works/w${n}`, { title: { stringValue: `Work ${n}` } })],
      });
    }
    // close() waits for a compaction under way.
    await first.dataDir.close();
    const metadata = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
      journal: number;
    };
    expect(metadata.journal).toBeGreaterThan(0);
    expect(readdirSync(dir).filter((file) => file.startsWith('journal-'))).not.toContain(
      'journal-0.ndjson',
    );

    const second = await startService(dir);
    expect(second.dataDir.loaded.documents).toBeGreaterThan(0);
    expect([...second.state.store.documents(DATABASE)]).toHaveLength(40);
    await second.dataDir.close();
  });

  test('a reader hears each replayed commit as subscribers heard it, and each compaction before the journal it swallows goes', async () => {
    const dir = freshDir();
    const first = await startService(dir);
    const heard: CommitEvent[] = [];
    first.state.store.subscribe((commit) => heard.push(commit));
    await first.rpcs.commit(context, { writes: [setWrite('a/1', { n: { integerValue: '1' } })] });
    await first.rpcs.commit(context, {
      writes: [setWrite('a/1', { n: { integerValue: '2' } }), setWrite('a/2', {})],
    });
    await first.rpcs.commit(context, { writes: [{ delete: `${DATABASE}/documents/a/2` }] });
    await createEmulatorControl(first.state).clearProject('demo-journal');
    await first.rpcs.commit(context, { writes: [setWrite('a/3', {})] });
    await first.state.store.durable();
    expect(heard.map((commit) => commit.changes.length)).toEqual([1, 2, 1, 1, 1]);

    // As after a kill: the start replays the journal, each commit with the state before it.
    const replayed: CommitEvent[] = [];
    const journalAtCompaction: string[][] = [];
    const journalFiles = () => readdirSync(dir).filter((file) => file.startsWith('journal-'));
    const second = await startService(dir, undefined, {
      replayed: (commit) => replayed.push(commit),
      compacting: async () => {
        // Still keeping it once the snapshot is written: the journal must wait for this reader.
        await eventually(() =>
          readFileSync(join(dir, 'metadata.json'), 'utf8').includes('"journal": 1'),
        );
        journalAtCompaction.push(journalFiles());
      },
    });
    expect(replayed).toEqual(heard);
    expect(replayed[1]?.changes[0]?.before?.fields).toEqual({ n: { integerValue: '1' } });
    expect(replayed[3]?.cleared).toBe(true);

    await second.dataDir.compact();
    // Called once, while the journal the snapshot holds was still there.
    expect(journalAtCompaction).toEqual([expect.arrayContaining(['journal-0.ndjson'])]);
    expect(journalFiles()).toEqual(['journal-1.ndjson']);
    await first.dataDir.close();
    await second.dataDir.close();
  });
});

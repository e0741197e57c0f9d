// The bridge's progress in the data folder: the commits a start finds unhandled are those newer
// than the watermark, from the journal's replay and from what the last compaction kept.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommitEvent } from '@salon/emulator';
import { openTriggerProgress } from './trigger-progress.js';

const database = 'projects/demo-progress/databases/(default)';

function commitAt(commitTime: number, id: string): CommitEvent {
  const after = { path: `burst/${id}`, fields: {}, createTime: commitTime, updateTime: commitTime };
  return { database, commitTime, changes: [{ path: after.path, before: undefined, after }] };
}

const paths = (commits: { writes: { name: string }[] }[]) =>
  commits.map((commit) => commit.writes[0]?.name.split('/').at(-1));

describe('openTriggerProgress', () => {
  it('finds unhandled the commits newer than the watermark, kept ones before replayed ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'trigger-progress-'));
    const logged: string[] = [];
    const first = await openTriggerProgress(dir, (line) => logged.push(line));
    // Nothing handled yet: every replayed commit is unhandled.
    for (const [time, id] of [
      [10, 'a'],
      [20, 'b'],
      [30, 'c'],
    ] as const) {
      first.replayed(commitAt(time, id));
    }
    expect(paths(first.unhandled)).toEqual(['a', 'b', 'c']);
    first.handled(20);
    // A compaction: what waits is kept, as the journal holding it goes.
    await first.keepWaiting(first.unhandled.slice(1));
    await first.close();
    expect(JSON.parse(readFileSync(path.join(dir, 'handled.json'), 'utf8'))).toEqual({
      handledThrough: 20,
    });
    expect(logged).toEqual([expect.stringMatching(/^2 commits whose triggers have not run yet/)]);

    const second = await openTriggerProgress(dir, () => undefined);
    expect(second.newest).toBe(30);
    // b was handled (20), c was kept; d is a commit the journal replays after the snapshot.
    second.replayed(commitAt(15, 'old'));
    second.replayed(commitAt(40, 'd'));
    expect(paths(second.unhandled)).toEqual(['c', 'd']);
    // Nothing left waiting: the kept file goes.
    await second.keepWaiting([]);
    await second.close();
    const third = await openTriggerProgress(dir, () => undefined);
    expect(third.unhandled).toEqual([]);
    await third.close();
  });

  it('reads an unreadable watermark as none: every journalled commit runs again, none lost', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'trigger-progress-'));
    writeFileSync(path.join(dir, 'handled.json'), '');
    const logged: string[] = [];
    const progress = await openTriggerProgress(dir, (line) => logged.push(line));
    progress.replayed(commitAt(10, 'a'));
    expect(paths(progress.unhandled)).toEqual(['a']);
    expect(logged).toEqual([expect.stringContaining('names no commit time')]);
    await progress.close();
  });
});

import { describe, expect, test } from 'vitest';
import { Code } from '../rpc/contract.js';
import { DocumentHistory } from './history.js';
import type { StoredDocument } from './store.js';

const database = 'projects/p/databases/(default)';
const version = (n: number, time: number): StoredDocument => ({
  path: 'c/d',
  fields: { n: { integerValue: String(n) } },
  createTime: 1,
  updateTime: time,
});

describe('document history', () => {
  test('the state at a time is the before of the first later change, else the current one', () => {
    const history = new DocumentHistory(1000);
    const v1 = version(1, 10);
    const v2 = version(2, 20);
    history.record({
      database,
      commitTime: 10,
      changes: [{ path: 'c/d', before: undefined, after: v1 }],
    });
    history.record({ database, commitTime: 20, changes: [{ path: 'c/d', before: v1, after: v2 }] });
    expect(history.stateAt(database, 'c/d', 5, v2)).toBeUndefined();
    expect(history.stateAt(database, 'c/d', 10, v2)).toBe(v1);
    expect(history.stateAt(database, 'c/d', 19, v2)).toBe(v1);
    expect(history.stateAt(database, 'c/d', 25, v2)).toBe(v2);
    expect([...history.pathsChangedAfter(database, 15)]).toEqual(['c/d']);
  });

  test('versions older than the retention are dropped and reads before them refused', () => {
    const history = new DocumentHistory(100);
    history.record({
      database,
      commitTime: 10,
      changes: [{ path: 'c/d', before: undefined, after: version(1, 10) }],
    });
    history.record({
      database,
      commitTime: 500,
      changes: [{ path: 'c/e', before: undefined, after: version(1, 500) }],
    });
    expect(() => history.stateAt(database, 'c/d', 5, undefined)).toThrow(
      expect.objectContaining({ code: Code.FAILED_PRECONDITION }),
    );
    expect(history.stateAt(database, 'c/d', 450, version(1, 10))).toEqual(version(1, 10));
  });
});

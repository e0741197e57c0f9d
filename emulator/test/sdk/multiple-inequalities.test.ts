// Inequalities on several fields, from both Node SDKs: results ordered implicitly by the
// inequality fields in lexicographic field-path order (then __name__), cursors on that order,
// aggregations, __name__ inequalities alongside, listeners; the composite index they need is
// enforced with an indexes file and not without one, as in Google's emulator.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateField, FieldPath } from 'firebase-admin/firestore';
import {
  average,
  collection,
  count,
  documentId,
  getAggregateFromServer,
  getDocs,
  onSnapshot,
  query,
  startAfter,
  orderBy,
  sum,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';
import { recorded } from '../support/eventually.js';

const indexesPath = join(mkdtempSync(join(tmpdir(), 'inequalities-')), 'firestore.indexes.json');
const index = (...fields: [string, 'ASCENDING' | 'DESCENDING'][]) => ({
  collectionGroup: 'works',
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});
writeFileSync(
  indexesPath,
  JSON.stringify({
    indexes: [
      index(['rating', 'ASCENDING'], ['year', 'ASCENDING']),
      index(['rating', 'DESCENDING'], ['year', 'DESCENDING']),
      index(['meta.pages', 'ASCENDING'], ['metaRank', 'ASCENDING']),
    ],
  }),
);

// id -> year, rating
const works: Record<string, { year: number; rating: number }> = {
  w1: { year: 1723, rating: 4 },
  w2: { year: 1808, rating: 2 },
  w3: { year: 1824, rating: 2 },
  w4: { year: 1888, rating: 3 },
  w5: { year: 1905, rating: 5 },
  w6: { year: 1913, rating: 3 },
  w7: { year: 1960, rating: 6 },
};

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('demo-inequalities', { indexesPath });
  const batch = stack.admin.batch();
  for (const [id, work] of Object.entries(works)) {
    batch.set(stack.admin.doc(`works/${id}`), {
      ...work,
      meta: { pages: work.year % 7 },
      metaRank: work.rating * 10,
    });
  }
  await batch.commit();
});
afterAll(async () => stack.stop());

const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((d) => d.id);

describe('firebase-admin', () => {
  const inRange = () =>
    stack.admin.collection('works').where('year', '>', 1800).where('rating', '<', 5);

  test('orders by the inequality fields lexicographically (rating, then year), then __name__', async () => {
    expect(ids(await inRange().get())).toEqual(['w2', 'w3', 'w4', 'w6']);
  });

  test('nested field paths order segment by segment: meta.pages before metaRank', async () => {
    const snapshot = await stack.admin
      .collection('works')
      .where('metaRank', '>=', 20)
      .where('meta.pages', '>', 0)
      .get();
    const expected = Object.entries(works)
      .map(([id, work]) => ({ id, pages: work.year % 7, rank: work.rating * 10 }))
      .filter((work) => work.rank >= 20 && work.pages > 0)
      .sort((a, b) => a.pages - b.pages || a.rank - b.rank || a.id.localeCompare(b.id))
      .map((work) => work.id);
    expect(ids(snapshot)).toEqual(expected);
  });

  test('an explicit order comes first; the others follow in its direction', async () => {
    const snapshot = await stack.admin
      .collection('works')
      .where('year', '>', 1800)
      .where('rating', '<', 5)
      .orderBy('rating', 'desc')
      .get();
    expect(ids(snapshot)).toEqual(['w6', 'w4', 'w3', 'w2']);
  });

  test('cursors address the implicit order', async () => {
    const first = (await inRange().limit(2).get()).docs.at(-1)!;
    expect(first.id).toBe('w3');
    expect(ids(await inRange().startAfter(first).get())).toEqual(['w4', 'w6']);
    // Cursor values need the order spelled out (the SDK checks), here the implicit one.
    const ordered = inRange().orderBy('rating').orderBy('year');
    expect(ids(await ordered.startAt(3, 1900).get())).toEqual(['w6']);
    expect(ids(await inRange().orderBy('rating').endBefore(3).get())).toEqual(['w2', 'w3']);
  });

  test('__name__ inequalities combine with them', async () => {
    const snapshot = await inRange().where(FieldPath.documentId(), '>', 'w3').get();
    expect(ids(snapshot)).toEqual(['w4', 'w6']);
    const upTo = await inRange().where(FieldPath.documentId(), '<=', 'w3').get();
    expect(ids(upTo)).toEqual(['w2', 'w3']);
  });

  test('aggregations over them', async () => {
    const snapshot = await inRange()
      .aggregate({
        works: AggregateField.count(),
        ratings: AggregateField.sum('rating'),
        meanYear: AggregateField.average('year'),
      })
      .get();
    expect(snapshot.data()).toEqual({
      works: 4,
      ratings: 2 + 2 + 3 + 3,
      meanYear: (1808 + 1824 + 1888 + 1913) / 4,
    });
  });

  test('without the composite index, the query is refused naming it', async () => {
    const attempt = stack.admin
      .collection('works')
      .where('year', '>', 1800)
      .where('metaRank', '<', 50)
      .get();
    await expect(attempt).rejects.toMatchObject({ code: 9 });
    await expect(attempt).rejects.toThrow(
      /"fieldPath": "metaRank",\s*"order": "ASCENDING"[\s\S]*"fieldPath": "year"/,
    );
  });
});

describe('firebase (Node)', () => {
  const inRange = () =>
    query(collection(stack.client, 'works'), where('year', '>', 1800), where('rating', '<', 5));

  test('getDocs, cursors, __name__ inequalities and aggregations', async () => {
    expect(ids(await getDocs(inRange()))).toEqual(['w2', 'w3', 'w4', 'w6']);
    const ordered = query(inRange(), orderBy('rating'), orderBy('year'));
    expect(ids(await getDocs(query(ordered, startAfter(2, 1808))))).toEqual(['w3', 'w4', 'w6']);
    const w3 = (await getDocs(inRange())).docs[1]!;
    expect(ids(await getDocs(query(inRange(), startAfter(w3))))).toEqual(['w4', 'w6']);
    const named = query(inRange(), where(documentId(), '!=', 'w4'));
    expect(ids(await getDocs(named))).toEqual(['w2', 'w3', 'w6']);
    const descending = query(inRange(), orderBy('rating', 'desc'));
    expect(ids(await getDocs(descending))).toEqual(['w6', 'w4', 'w3', 'w2']);
    const aggregate = await getAggregateFromServer(inRange(), {
      works: count(),
      ratings: sum('rating'),
      meanYear: average('year'),
    });
    expect(aggregate.data()).toEqual({
      works: 4,
      ratings: 10,
      meanYear: (1808 + 1824 + 1888 + 1913) / 4,
    });
  });

  test('a listener keeps the implicit order as documents change', async () => {
    const snapshots = recorded<QuerySnapshot>();
    const stop = onSnapshot(inRange(), (snapshot) => snapshots.push(snapshot));
    await snapshots.until((all) => all.length > 0);
    await stack.admin.doc('works/w7').update({ rating: 2 });
    const last = (await snapshots.until((all) => all.at(-1)?.size === 5)).at(-1)!;
    expect(ids(last)).toEqual(['w2', 'w3', 'w7', 'w4', 'w6']);
    stop();
    await stack.admin.doc('works/w7').update({ rating: 6 });
  });
});

describe('without an indexes file (Google emulator mode)', () => {
  let open: TestStack;
  beforeAll(async () => {
    open = await startTestStack('demo-inequalities-open');
    await open.admin.doc('works/w1').set({ year: 1900, metaRank: 10 });
  });
  afterAll(async () => open.stop());

  test('the same query needs no declared index', async () => {
    const snapshot = await open.admin
      .collection('works')
      .where('year', '>', 1800)
      .where('metaRank', '<', 50)
      .get();
    expect(ids(snapshot)).toEqual(['w1']);
  });
});

// Query explain from firebase-admin (the `firebase` SDKs have none): explain() with and without
// analyze for queries, aggregations and vector queries, and explainStream(). The plan names the
// indexes production's planner would use; analysing returns the results with execution stats
// shaped as production's.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateField, FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';

const indexesPath = join(mkdtempSync(join(tmpdir(), 'explain-')), 'firestore.indexes.json');
writeFileSync(
  indexesPath,
  JSON.stringify({
    indexes: [
      {
        collectionGroup: 'recordings',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'composer', order: 'ASCENDING' },
          { fieldPath: 'year', order: 'DESCENDING' },
        ],
      },
      {
        collectionGroup: 'recordings',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'composer', order: 'ASCENDING' },
          { fieldPath: 'embedding', vectorConfig: { dimension: 2, flat: {} } },
        ],
      },
    ],
  }),
);

let stack: TestStack;
const COMPOSERS = ['Bach', 'Brahms', 'Chopin'];
const RECORDINGS = 30;

beforeAll(async () => {
  stack = await startTestStack('demo-explain', { indexesPath });
  const batch = stack.admin.batch();
  for (let i = 0; i < RECORDINGS; i++) {
    batch.set(stack.admin.doc(`recordings/r${String(i).padStart(2, '0')}`), {
      composer: COMPOSERS[i % 3],
      year: 1950 + i,
      minutes: 10 + i,
      embedding: FieldValue.vector([i, 1]),
    });
  }
  await batch.commit();
});
afterAll(async () => stack.stop());

const recordings = () => stack.admin.collection('recordings');
// firebase-admin 13's typings omit VectorQuery.explain, which its runtime has.
type ExplainableVectorQuery = FirebaseFirestore.VectorQuery & {
  explain(
    options?: FirebaseFirestore.ExplainOptions,
  ): Promise<FirebaseFirestore.ExplainResults<FirebaseFirestore.VectorQuerySnapshot>>;
};
const bach = () => recordings().where('composer', '==', 'Bach').orderBy('year', 'desc');

/** Execution stats as firebase-admin decodes them, with the duration checked and set aside. */
function statsOf(metrics: FirebaseFirestore.ExplainMetrics) {
  const stats = metrics.executionStats;
  if (!stats) throw new Error('no execution stats');
  const { seconds, nanoseconds } = stats.executionDuration;
  expect(Number.isInteger(seconds) && Number.isInteger(nanoseconds)).toBe(true);
  expect(seconds * 1e9 + nanoseconds).toBeGreaterThan(0);
  return {
    resultsReturned: stats.resultsReturned,
    readOperations: stats.readOperations,
    debugStats: stats.debugStats,
  };
}

describe('queries', () => {
  test('explain() plans without running: the indexes used, no stats, no results', async () => {
    const { metrics, snapshot } = await bach().explain();
    expect(metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(composer ASC, year DESC, __name__ DESC)' },
    ]);
    expect(metrics.executionStats).toBeNull();
    expect(snapshot).toBeNull();
  });

  test('single-field plans: one index per equality merged, or the name index', async () => {
    const merged = await recordings()
      .where('composer', '==', 'Bach')
      .where('year', '==', 1950)
      .explain();
    expect(merged.metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(composer ASC, __name__ ASC)' },
      { query_scope: 'Collection', properties: '(year ASC, __name__ ASC)' },
    ]);
    const all = await recordings().explain();
    expect(all.metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(__name__ ASC)' },
    ]);
    const group = await stack.admin.collectionGroup('recordings').explain();
    expect(group.metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection group', properties: '(__name__ ASC)' },
    ]);
  });

  test('explain({ analyze: true }) returns the results and production-shaped stats', async () => {
    const { metrics, snapshot } = await bach().limit(4).explain({ analyze: true });
    const expected = await bach().limit(4).get();
    expect(snapshot?.docs.map((d) => d.id)).toEqual(expected.docs.map((d) => d.id));
    expect(snapshot?.docs[0]?.data()).toEqual(expected.docs[0]?.data());
    expect(metrics.planSummary.indexesUsed).toHaveLength(1);
    expect(statsOf(metrics)).toEqual({
      resultsReturned: 4,
      readOperations: 4,
      debugStats: {
        index_entries_scanned: '4',
        documents_scanned: '4',
        billing_details: {
          documents_billable: '4',
          index_entries_billable: '0',
          small_ops: '0',
          min_query_cost: '0',
        },
      },
    });
  });

  test('an empty result still bills the minimum read', async () => {
    const { metrics, snapshot } = await recordings()
      .where('composer', '==', 'Mahler')
      .explain({ analyze: true });
    expect(snapshot?.size).toBe(0);
    const stats = statsOf(metrics);
    expect(stats.resultsReturned).toBe(0);
    expect(stats.readOperations).toBe(1);
    expect(stats.debugStats).toMatchObject({ billing_details: { min_query_cost: '1' } });
  });

  test('explainStream() streams the documents, then the metrics', async () => {
    const received: { document?: { id: string }; metrics?: FirebaseFirestore.ExplainMetrics }[] =
      [];
    await new Promise<void>((resolve, reject) => {
      bach()
        .explainStream({ analyze: true })
        .on('data', (data) => received.push(data))
        .on('end', resolve)
        .on('error', reject);
    });
    const ids = received.filter((data) => data.document).map((data) => data.document!.id);
    expect(ids).toEqual((await bach().get()).docs.map((d) => d.id));
    const withMetrics = received.filter((data) => data.metrics);
    expect(withMetrics).toHaveLength(1);
    expect(withMetrics[0]).toBe(received.at(-1));
    expect(statsOf(withMetrics[0]!.metrics!).resultsReturned).toBe(RECORDINGS / 3);

    const planned: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      bach()
        .explainStream()
        .on('data', (data) => planned.push(data))
        .on('end', resolve)
        .on('error', reject);
    });
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({ document: undefined, metrics: { executionStats: null } });
  });

  test('a query refused for want of an index is refused when explained too', async () => {
    const attempt = recordings().where('composer', '==', 'Bach').orderBy('minutes').explain();
    await expect(attempt).rejects.toMatchObject({ code: 9 });
  });
});

describe('aggregations', () => {
  const aggregate = () =>
    recordings()
      .where('composer', '==', 'Brahms')
      .aggregate({
        recordings: AggregateField.count(),
        minutes: AggregateField.sum('minutes'),
      });

  test('explain() plans only', async () => {
    const { metrics, snapshot } = await aggregate().explain();
    expect(snapshot).toBeNull();
    expect(metrics.executionStats).toBeNull();
    expect(metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(composer ASC, __name__ ASC)' },
    ]);
  });

  test('analysed: the aggregate, one result, index entries billed per thousand', async () => {
    const { metrics, snapshot } = await aggregate().explain({ analyze: true });
    const brahms = Array.from({ length: RECORDINGS }, (_, i) => i).filter((i) => i % 3 === 1);
    expect(snapshot?.data()).toEqual({
      recordings: brahms.length,
      minutes: brahms.reduce((total, i) => total + 10 + i, 0),
    });
    expect(statsOf(metrics)).toEqual({
      resultsReturned: 1,
      readOperations: 1,
      debugStats: {
        index_entries_scanned: String(brahms.length),
        documents_scanned: '0',
        billing_details: {
          documents_billable: '0',
          index_entries_billable: String(brahms.length),
          small_ops: '0',
          min_query_cost: '0',
        },
      },
    });
  });
});

describe('vector queries', () => {
  const nearest = () =>
    recordings()
      .where('composer', '==', 'Chopin')
      .findNearest({
        vectorField: 'embedding',
        queryVector: [0, 1],
        limit: 3,
        distanceMeasure: 'EUCLIDEAN',
      }) as ExplainableVectorQuery;

  test('explain() names the vector index', async () => {
    const { metrics, snapshot } = await nearest().explain();
    expect(snapshot).toBeNull();
    expect(metrics.planSummary.indexesUsed).toEqual([
      {
        query_scope: 'Collection',
        properties: '(composer ASC, __name__ ASC, embedding VECTOR<2>)',
      },
    ]);
  });

  test('analysed: the nearest documents, vector index entries billed per hundred', async () => {
    const { metrics, snapshot } = await nearest().explain({ analyze: true });
    expect(snapshot?.docs.map((d) => d.id)).toEqual(['r02', 'r05', 'r08']);
    const compared = RECORDINGS / 3;
    expect(statsOf(metrics)).toEqual({
      resultsReturned: 3,
      readOperations: 3 + Math.ceil(compared / 100),
      debugStats: {
        index_entries_scanned: String(compared),
        documents_scanned: '3',
        billing_details: {
          documents_billable: '3',
          index_entries_billable: '0',
          knn_vector_index_entries_billable: String(compared),
          small_ops: '0',
          min_query_cost: '0',
        },
      },
    });
  });
});

// Queries production refuses before running them (INVALID_ARGUMENT), with the messages Google's
// SDK suites match: more than 5 aggregations (the web SDK's aggregation.test.ts, "fails when
// exceeding the max (5) aggregations"), the document key ordered before another field, and an
// equality on the key beside inequalities on other fields (composite_index_query.test.ts,
// "inequality query will reject if document key is not the last orderBy field" and "... if
// document key appears only in equality filter"). And an operator the wire's enums do not have,
// sent as a browser client sends queries (REST, WebChannel): refused with INVALID_ARGUMENT as
// Google's front end refuses an enum value it cannot read, never run as a filter matching nothing.
import { AggregateField } from 'firebase-admin/firestore';
import {
  average,
  collection,
  count,
  documentId,
  getAggregateFromServer,
  getDocs,
  orderBy,
  query,
  sum,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/emulator.js';
import {
  ChannelClient,
  DATABASE,
  LISTEN_PATH,
  messagesOf,
} from '../webchannel/support/channel-client.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('demo-query-validation');
  await stack.admin.doc('books/a').set({ pages: 100, key: 'a' });
  await stack.admin.doc('books/b').set({ pages: 50, key: 'b' });
});
afterAll(async () => stack.stop());

const books = () => collection(stack.client, 'books');

describe('aggregations', () => {
  test('firebase (Node): five aggregations run, a sixth is refused', async () => {
    const five = {
      totalPages: sum('pages'),
      averagePages: average('pages'),
      count: count(),
      totalPagesX: sum('pages'),
      averagePagesY: average('pages'),
    };
    expect((await getAggregateFromServer(books(), five)).data()).toEqual({
      totalPages: 150,
      averagePages: 75,
      count: 2,
      totalPagesX: 150,
      averagePagesY: 75,
    });
    await expect(getAggregateFromServer(books(), { ...five, countZ: count() })).rejects.toThrow(
      /maximum number of aggregations/,
    );
  });

  test('firebase-admin: a sixth aggregation is refused with INVALID_ARGUMENT', async () => {
    const aggregate = stack.admin.collection('books').aggregate({
      a: AggregateField.count(),
      b: AggregateField.sum('pages'),
      c: AggregateField.average('pages'),
      d: AggregateField.sum('key'),
      e: AggregateField.average('key'),
      f: AggregateField.count(),
    });
    await expect(aggregate.get()).rejects.toThrow(
      /INVALID_ARGUMENT.*maximum number of aggregations/,
    );
  });
});

describe('the document key in order and filters', () => {
  test('the key ordered before an inequality field is refused', async () => {
    await expect(
      getDocs(query(books(), where('key', '!=', 42), orderBy(documentId()))),
    ).rejects.toThrow(/order by clause cannot contain more fields after the key/i);
    await expect(
      stack.admin.collection('books').orderBy('__name__').orderBy('pages').get(),
    ).rejects.toThrow(/order by clause cannot contain more fields after the key/i);
  });

  test('an equality on the key beside inequalities on other fields is refused', async () => {
    await expect(
      getDocs(query(books(), where('key', '!=', 42), where(documentId(), '==', 'a'))),
    ).rejects.toThrow(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
    // With an inequality on the key too, the query runs.
    const allowed = await getDocs(
      query(
        books(),
        where('key', '!=', 42),
        where(documentId(), '==', 'a'),
        where(documentId(), '<', 'b'),
      ),
    );
    expect(allowed.docs.map((d) => d.id)).toEqual(['a']);
  });
});

describe('an operator the wire does not have', () => {
  const where = {
    fieldFilter: { field: { fieldPath: 'pages' }, op: 'LIKE', value: { integerValue: '100' } },
  };
  const message =
    "Invalid value at 'structured_query.where.field_filter.op' " +
    '(type.googleapis.com/google.firestore.v1.StructuredQuery.FieldFilter.Operator), "LIKE"';

  test('REST runQuery: 400 INVALID_ARGUMENT naming the operator', async () => {
    const reply = await fetch(
      `http://127.0.0.1:${stack.emulator.port}/v1/projects/${stack.projectId}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'books' }], where } }),
      },
    );
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      error: { code: 400, message, status: 'INVALID_ARGUMENT' },
    });
  });

  test('WebChannel Listen: the target is removed with INVALID_ARGUMENT naming the operator', async () => {
    const client = new ChannelClient(`http://127.0.0.1:${stack.emulator.port}`, LISTEN_PATH);
    try {
      const target = {
        targetId: 2,
        query: {
          parent: `${DATABASE}/documents`,
          structuredQuery: { from: [{ collectionId: 'books' }], where },
        },
      };
      await client.handshake([{ database: DATABASE, addTarget: target }]);
      const backChannel = client.openBackChannel();
      const arrays = await backChannel.waitFor((received) =>
        messagesOf(received).some((entry) => JSON.stringify(entry).includes('REMOVE')),
      );
      expect(messagesOf(arrays)).toContainEqual({
        targetChange: {
          targetChangeType: 'REMOVE',
          targetIds: [2],
          cause: { code: 3, message },
        },
      });
    } finally {
      client.closeAll();
    }
  });
});

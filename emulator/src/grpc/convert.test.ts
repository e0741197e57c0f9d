import { describe, expect, test } from 'vitest';
import { MessageConverter } from './convert.js';
import { loadFirestoreProtos } from './protos.js';

const { descriptor } = loadFirestoreProtos();
const converter = new MessageConverter(descriptor);

describe('gRPC <-> proto3 JSON conversion', () => {
  test('Timestamps, wrappers and nested Values, in both directions', () => {
    const json = {
      targetChange: {
        targetChangeType: 'CURRENT',
        targetIds: [2],
        readTime: '2025-01-01T00:00:00.123456Z',
      },
    };
    const grpcObject = converter.fromJson('google.firestore.v1.ListenResponse', json);
    expect(grpcObject).toEqual({
      targetChange: {
        targetChangeType: 'CURRENT',
        targetIds: [2],
        readTime: { seconds: '1735689600', nanos: 123456000 },
      },
    });
    expect(converter.toJson('google.firestore.v1.ListenResponse', grpcObject)).toEqual(json);

    const query = converter.toJson('google.firestore.v1.RunQueryRequest', {
      parent: 'p',
      structuredQuery: { limit: { value: 5 } },
      readTime: { seconds: '0', nanos: 0 },
    });
    expect(query).toEqual({
      parent: 'p',
      structuredQuery: { limit: 5 },
      readTime: '1970-01-01T00:00:00Z',
    });

    const document = converter.toJson('google.firestore.v1.Document', {
      name: 'n',
      fields: {
        updateTime: {
          mapValue: { fields: { at: { timestampValue: { seconds: '1', nanos: 0 } } } },
        },
      },
    });
    // A user field named like a Timestamp field stays a Value; the nested timestamp converts.
    expect(document).toEqual({
      name: 'n',
      fields: {
        updateTime: { mapValue: { fields: { at: { timestampValue: '1970-01-01T00:00:01Z' } } } },
      },
    });
  });

  test('the patched Write carries verify through binary encoding', () => {
    const { packageDefinition } = loadFirestoreProtos();
    const service = packageDefinition['google.firestore.v1.Firestore'] as unknown as Record<
      string,
      { requestSerialize(value: object): Buffer; requestDeserialize(bytes: Buffer): object }
    >;
    const write = service.Write as (typeof service)[string];
    const request = { writes: [{ verify: 'projects/p/databases/d/documents/a/b' }] };
    const decoded = write.requestDeserialize(write.requestSerialize(request));
    expect(converter.toJson('google.firestore.v1.WriteRequest', decoded)).toEqual(request);
  });

  test('query explain metrics: Struct and Duration, in both directions', () => {
    const json = {
      explainMetrics: {
        planSummary: {
          indexesUsed: [{ query_scope: 'Collection', properties: '(a ASC, __name__ ASC)' }],
        },
        executionStats: {
          resultsReturned: '2',
          executionDuration: '1.000340000s',
          readOperations: '2',
          debugStats: { documents_scanned: '2', billing_details: { small_ops: '0' }, ok: true },
        },
      },
    };
    const grpcObject = converter.fromJson('google.firestore.v1.RunQueryResponse', json);
    expect(grpcObject).toEqual({
      explainMetrics: {
        planSummary: {
          indexesUsed: [
            {
              fields: {
                query_scope: { stringValue: 'Collection' },
                properties: { stringValue: '(a ASC, __name__ ASC)' },
              },
            },
          ],
        },
        executionStats: {
          resultsReturned: '2',
          executionDuration: { seconds: '1', nanos: 340000 },
          readOperations: '2',
          debugStats: {
            fields: {
              documents_scanned: { stringValue: '2' },
              billing_details: { structValue: { fields: { small_ops: { stringValue: '0' } } } },
              ok: { boolValue: true },
            },
          },
        },
      },
    });
    expect(converter.toJson('google.firestore.v1.RunQueryResponse', grpcObject)).toEqual(json);
  });
});

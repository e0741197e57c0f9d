// Aggregations over a query's results: count (with upTo), sum and avg, with the backend's
// typing: integer sums stay integers until they overflow; averages are doubles; no numeric
// input gives 0 for sum and null for avg.
import { Code, RpcError, type JsonObject } from '../rpc/contract.js';
import { getField } from './fields.js';
import { parseFieldPath } from './paths.js';
import type { StoredDocument } from './store.js';
import {
  NULL_VALUE,
  doubleOf,
  doubleValue,
  fitsInt64,
  integerOf,
  integerValue,
  isInteger,
  isNumber,
  type Fields,
  type Value,
} from './values.js';

function numericValues(documents: StoredDocument[], fieldPath: unknown): Value[] {
  const path = (fieldPath as JsonObject | undefined)?.fieldPath;
  if (typeof path !== 'string') throw new RpcError(Code.INVALID_ARGUMENT, 'Missing field path.');
  const segments = parseFieldPath(path);
  const values: Value[] = [];
  for (const document of documents) {
    const value = getField(document.fields, segments);
    if (value && isNumber(value)) values.push(value);
  }
  return values;
}

function sum(values: Value[]): Value {
  if (values.every(isInteger)) {
    const total = values.reduce((acc, value) => acc + integerOf(value), 0n);
    if (fitsInt64(total)) return integerValue(total);
  }
  return doubleValue(values.reduce((acc, value) => acc + doubleOf(value), 0));
}

function average(values: Value[]): Value {
  if (values.length === 0) return NULL_VALUE;
  return doubleValue(values.reduce((acc, value) => acc + doubleOf(value), 0) / values.length);
}

/** Production's limit on aggregations in one query. */
const MAX_AGGREGATIONS = 5;

/** Refuses what production refuses before running an aggregation query. */
export function checkAggregations(aggregations: JsonObject[]): void {
  if (aggregations.length > MAX_AGGREGATIONS) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      `The query has ${aggregations.length} aggregations: the maximum number of aggregations is ${MAX_AGGREGATIONS}.`,
    );
  }
}

/** The aggregate fields for one StructuredAggregationQuery's `aggregations`. */
export function aggregate(aggregations: JsonObject[], documents: StoredDocument[]): Fields {
  const fields: Fields = {};
  aggregations.forEach((aggregation, index) => {
    const alias = typeof aggregation.alias === 'string' ? aggregation.alias : `field_${index + 1}`;
    if (aggregation.count !== undefined) {
      const upTo = (aggregation.count as JsonObject | null)?.upTo;
      const limit =
        upTo === undefined || upTo === null
          ? Infinity
          : Number(typeof upTo === 'object' && !Array.isArray(upTo) ? upTo.value : upTo);
      fields[alias] = integerValue(BigInt(Math.min(documents.length, limit)));
    } else if (aggregation.sum !== undefined) {
      fields[alias] = sum(numericValues(documents, (aggregation.sum as JsonObject).field));
    } else if (aggregation.avg !== undefined) {
      fields[alias] = average(numericValues(documents, (aggregation.avg as JsonObject).field));
    } else {
      throw new RpcError(Code.INVALID_ARGUMENT, 'Unknown aggregation.');
    }
  });
  return fields;
}

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

function fieldPathOf(aggregation: JsonObject): string[] | undefined {
  const operator = (aggregation.sum ?? aggregation.avg) as JsonObject | undefined;
  if (!operator) return undefined;
  const path = (operator.field as JsonObject | undefined)?.fieldPath;
  if (typeof path !== 'string') throw new RpcError(Code.INVALID_ARGUMENT, 'Missing field path.');
  return parseFieldPath(path);
}

function numericValues(documents: StoredDocument[], segments: string[]): Value[] {
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

/**
 * The aggregate fields for one StructuredAggregationQuery's `aggregations`. As in production,
 * they aggregate only the documents that have every field a sum or average names (count
 * included): production answers from an index holding those fields, which a document lacking
 * one of them is not in. Non-numeric values of a field the document has are skipped by sum and
 * average, but still counted.
 */
export function aggregate(aggregations: JsonObject[], documents: StoredDocument[]): Fields {
  const fields: Fields = {};
  const paths = aggregations.map(fieldPathOf);
  const aggregated = paths.filter((path): path is string[] => path !== undefined);
  const included = documents.filter((document) =>
    aggregated.every((path) => getField(document.fields, path) !== undefined),
  );
  aggregations.forEach((aggregation, index) => {
    const alias = typeof aggregation.alias === 'string' ? aggregation.alias : `field_${index + 1}`;
    const path = paths[index];
    if (aggregation.count !== undefined) {
      const upTo = (aggregation.count as JsonObject | null)?.upTo;
      const limit =
        upTo === undefined || upTo === null
          ? Infinity
          : Number(typeof upTo === 'object' && !Array.isArray(upTo) ? upTo.value : upTo);
      fields[alias] = integerValue(BigInt(Math.min(included.length, limit)));
    } else if (aggregation.sum !== undefined && path) {
      fields[alias] = sum(numericValues(included, path));
    } else if (aggregation.avg !== undefined && path) {
      fields[alias] = average(numericValues(included, path));
    } else {
      throw new RpcError(Code.INVALID_ARGUMENT, 'Unknown aggregation.');
    }
  });
  return fields;
}

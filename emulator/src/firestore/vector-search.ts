// Vector search (StructuredQuery.findNearest): the `limit` documents whose vector field is
// nearest the query vector by EUCLIDEAN, COSINE or DOT_PRODUCT, after the query's `where`
// filters. As production: documents whose field is not a vector, or a vector of other dimensions,
// are skipped (they are not in the vector index); DOT_PRODUCT ranks larger as nearer, so its
// threshold keeps distances >= it, the others' keep distances <= it; the distance can be written
// to a result field, replacing a field of that name.
import { Code, RpcError, type JsonObject, type JsonValue } from '../rpc/contract.js';
import { getField, setField } from './fields.js';
import { parseFieldPath } from './paths.js';
import type { StoredDocument } from './store.js';
import {
  TypeOrder,
  arrayValues,
  compareReferences,
  doubleOf,
  doubleValue,
  isNumber,
  mapFields,
  normalizeValue,
  typeOrder,
  type Value,
} from './values.js';

type DistanceMeasure = 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';

export interface NearestSpec {
  /** The vector field's segments and canonical path. */
  field: { path: string; segments: string[] };
  queryVector: Float64Array;
  measure: DistanceMeasure;
  limit: number;
  /** Where each result gets its distance, replacing what is there. */
  distanceResultField: string[] | undefined;
  distanceThreshold: number | undefined;
}

const MEASURES = new Set<string>(['EUCLIDEAN', 'COSINE', 'DOT_PRODUCT']);
const MAX_DIMENSIONS = 2048;
const MAX_LIMIT = 1000;

/** A wrapper (`{value}`) or a bare scalar, as proto3 JSON may carry Int32Value/DoubleValue. */
function unwrap(value: JsonValue | undefined): JsonValue | undefined {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value.value;
  return value;
}

/** Compiles `findNearest` of a structured query; `field` is its parsed vector field. */
export function compileNearest(
  findNearest: JsonObject,
  field: { path: string; segments: string[] },
): NearestSpec {
  const measure = String(findNearest.distanceMeasure ?? '');
  if (!MEASURES.has(measure)) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      'findNearest needs a distance measure: EUCLIDEAN, COSINE or DOT_PRODUCT.',
    );
  }
  const queryVector =
    findNearest.queryVector === undefined
      ? undefined
      : vectorOf(normalizeValue(findNearest.queryVector));
  if (!queryVector) {
    throw new RpcError(Code.INVALID_ARGUMENT, 'findNearest needs a vector value to search for.');
  }
  if (queryVector.length === 0 || queryVector.length > MAX_DIMENSIONS) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      `The query vector must have between 1 and ${MAX_DIMENSIONS} dimensions, not ${queryVector.length}.`,
    );
  }
  const limit = Number(unwrap(findNearest.limit));
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    // Google's emulator's wording (and the proto's rule).
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      `FindNearest.limit must be a positive integer of no more than ${MAX_LIMIT}.`,
    );
  }
  const resultField = findNearest.distanceResultField;
  const threshold = unwrap(findNearest.distanceThreshold);
  return {
    field,
    queryVector,
    measure: measure as DistanceMeasure,
    limit,
    distanceResultField:
      typeof resultField === 'string' && resultField !== ''
        ? parseFieldPath(resultField)
        : undefined,
    distanceThreshold:
      threshold === undefined || threshold === null ? undefined : Number(threshold),
  };
}

// Stored values are never changed in place (writes build new ones), so a value's elements can
// be read once and kept for later searches.
const vectorCache = new WeakMap<Value, Float64Array | null>();

/** The elements of a vector value, or undefined when the value is not a vector. */
function vectorOf(value: Value | undefined): Float64Array | undefined {
  if (!value || !('mapValue' in value)) return undefined;
  const cached = vectorCache.get(value);
  if (cached !== undefined) return cached ?? undefined;
  let vector: Float64Array | null = null;
  if (typeOrder(value) === TypeOrder.Vector) {
    const elements = arrayValues(mapFields(value).value ?? {});
    // A plain loop: Float64Array.from with a mapping function is several times slower.
    vector = new Float64Array(elements.length);
    for (let index = 0; index < elements.length; index++) {
      const element = elements[index] as Value;
      if (!isNumber(element)) {
        vector = null;
        break;
      }
      vector[index] = doubleOf(element);
    }
  }
  vectorCache.set(value, vector);
  return vector ?? undefined;
}

function distance(measure: DistanceMeasure, a: Float64Array, b: Float64Array): number {
  // One loop per measure: each sums only what it needs (vectors of 768+ elements, thousands of
  // documents per search).
  let sum = 0;
  switch (measure) {
    case 'EUCLIDEAN':
      for (let index = 0; index < a.length; index++) {
        const difference = (a[index] as number) - (b[index] as number);
        sum += difference * difference;
      }
      return Math.sqrt(sum);
    case 'DOT_PRODUCT':
      for (let index = 0; index < a.length; index++)
        sum += (a[index] as number) * (b[index] as number);
      return sum;
    case 'COSINE': {
      let normA = 0;
      let normB = 0;
      for (let index = 0; index < a.length; index++) {
        const x = a[index] as number;
        const y = b[index] as number;
        sum += x * y;
        normA += x * x;
        normB += y * y;
      }
      // Undefined (NaN) for a zero vector: such documents are skipped.
      return 1 - sum / Math.sqrt(normA * normB);
    }
  }
}

export interface NearestResult {
  /** The nearest documents, nearest first, each with its distance field when one is asked. */
  documents: StoredDocument[];
  /** How many vectors were compared: the vector index entries a search reads. */
  vectorsCompared: number;
}

/** The `limit` nearest of `documents` (already filtered by the query's `where`). */
export function findNearest(spec: NearestSpec, documents: Iterable<StoredDocument>): NearestResult {
  const larger = spec.measure === 'DOT_PRODUCT';
  const scored: { document: StoredDocument; distance: number }[] = [];
  let vectorsCompared = 0;
  for (const document of documents) {
    const vector = vectorOf(getField(document.fields, spec.field.segments));
    if (!vector || vector.length !== spec.queryVector.length) continue;
    vectorsCompared++;
    const result = distance(spec.measure, spec.queryVector, vector);
    if (Number.isNaN(result)) continue;
    if (spec.distanceThreshold !== undefined) {
      const within = larger ? result >= spec.distanceThreshold : result <= spec.distanceThreshold;
      if (!within) continue;
    }
    scored.push({ document, distance: result });
  }
  scored.sort(
    (left, right) =>
      (larger ? right.distance - left.distance : left.distance - right.distance) ||
      compareReferences(left.document.path, right.document.path),
  );
  const nearest = scored.slice(0, spec.limit).map(({ document, distance: result }) =>
    spec.distanceResultField
      ? {
          ...document,
          fields: setField(document.fields, spec.distanceResultField, doubleValue(result)),
        }
      : document,
  );
  return { documents: nearest, vectorsCompared };
}

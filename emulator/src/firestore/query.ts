// Structured queries: scope (collection or collection group), filters (compiled by
// filters.ts), Firestore's normalized order (explicit orderBy, then inequality fields, then
// __name__), cursors, offset, limit, projection and vector search (findNearest), evaluated over
// the store's documents.
import { Code, RpcError, type JsonObject, type JsonValue } from '../rpc/contract.js';
import { getField, projectFields } from './fields.js';
import {
  compileFilter,
  fieldFilters,
  fieldRef,
  isInequality,
  operandValues,
  type FieldFilter,
  type FieldOperator,
  type FieldRef,
  type FilterNode,
} from './filters.js';
import {
  DOCUMENT_NAME_FIELD,
  checkCollectionId,
  collectionIdOf,
  collectionPathOf,
  isWithin,
  parentPathOf,
} from './paths.js';
import type { DocumentStore, StoredDocument } from './store.js';
import {
  arrayValues,
  compareReferences,
  compareUtf8,
  compareValues,
  doubleOf,
  normalizeValue,
  typeOrder,
  valuesEqual,
  type Value,
} from './values.js';
import { compileNearest, findNearest, type NearestSpec } from './vector-search.js';

interface OrderTerm {
  field: FieldRef;
  descending: boolean;
}

interface Cursor {
  values: Value[];
  before: boolean;
}

export interface CompiledQuery {
  database: string;
  /** Parent document path, `` for the root. */
  parent: string;
  collectionId: string;
  allDescendants: boolean;
  filter: FilterNode | undefined;
  explicitOrder: OrderTerm[];
  /** Explicit order + inequality fields + __name__: the order results come in. */
  order: OrderTerm[];
  startAt: Cursor | undefined;
  endAt: Cursor | undefined;
  offset: number;
  limit: number | undefined;
  projection: string[][] | undefined;
  /** A vector search: the nearest documents among those the filters keep. */
  nearest: NearestSpec | undefined;
}

function cursorOf(cursor: JsonValue | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const object = cursor as JsonObject;
  const values = ((object.values as JsonObject[] | undefined) ?? []).map(normalizeValue);
  return { values, before: object.before === true };
}

function int32(value: JsonValue | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) return int32(value.value);
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new RpcError(Code.INVALID_ARGUMENT, `Invalid limit or offset: ${String(value)}`);
  }
  return number;
}

/** Production's lexicographic field-path order: segment by segment, each by its UTF-8 bytes. */
function compareFieldPaths(left: string[], right: string[]): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const order = compareUtf8(left[index] as string, right[index] as string);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/**
 * The order results come in: explicit orderBy, then the inequality fields not ordered yet in
 * lexicographic field-path order, then __name__, each in the last explicit direction.
 */
function normalizeOrder(explicit: OrderTerm[], filter: FilterNode | undefined): OrderTerm[] {
  const order = [...explicit];
  const ordered = new Set(explicit.map((term) => term.field.path));
  const lastDescending = explicit.at(-1)?.descending ?? false;
  const inequalityFields = [
    ...new Map(
      fieldFilters(filter)
        .filter((node) => isInequality(node.op))
        .map((node) => [node.field.path, node.field]),
    ).values(),
  ].sort((a, b) => compareFieldPaths(a.segments, b.segments));
  for (const field of inequalityFields) {
    if (ordered.has(field.path) || field.path === DOCUMENT_NAME_FIELD) continue;
    order.push({ field, descending: lastDescending });
    ordered.add(field.path);
  }
  if (!ordered.has(DOCUMENT_NAME_FIELD)) {
    order.push({
      field: { path: DOCUMENT_NAME_FIELD, segments: [DOCUMENT_NAME_FIELD] },
      descending: lastDescending,
    });
  }
  return order;
}

/**
 * What production refuses in a query's order and key filters: the document key ordered before
 * other fields (explicitly, or by inequality fields ordered after it), and an equality on the key
 * beside inequalities on other fields without one on the key.
 */
function checkKeyPlacement(order: OrderTerm[], filter: FilterNode | undefined): void {
  const keyAt = order.findIndex((term) => term.field.path === DOCUMENT_NAME_FIELD);
  if (keyAt !== order.length - 1) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      'order by clause cannot contain more fields after the key',
    );
  }
  const filters = fieldFilters(filter);
  const onKey = (node: (typeof filters)[number]) => node.field.path === DOCUMENT_NAME_FIELD;
  const inequalities = filters.filter((node) => isInequality(node.op));
  if (
    inequalities.some((node) => !onKey(node)) &&
    !inequalities.some(onKey) &&
    filters.some((node) => onKey(node) && node.op === 'EQUAL')
  ) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
  }
}

/** Validates and compiles `structuredQuery` under `parentName` (a resource name). */
export function compileQuery(
  database: string,
  parentName: string,
  structuredQuery: JsonObject,
): CompiledQuery {
  const parent = parentPathOf(database, parentName);
  const from = (structuredQuery.from as JsonObject[] | undefined) ?? [];
  if (from.length !== 1) {
    throw new RpcError(Code.INVALID_ARGUMENT, 'A query must select exactly one collection.');
  }
  const selector = from[0] as JsonObject;
  const collectionId = String(selector.collectionId ?? '');
  if (collectionId === '' && selector.allDescendants !== true) {
    throw new RpcError(Code.INVALID_ARGUMENT, 'A query must name its collection.');
  }
  if (collectionId !== '') checkCollectionId(collectionId);
  const filter = compileFilter(structuredQuery.where as JsonObject | undefined);
  const explicitOrder = ((structuredQuery.orderBy as JsonObject[] | undefined) ?? []).map(
    (term) => ({ field: fieldRef(term.field), descending: term.direction === 'DESCENDING' }),
  );
  const order = normalizeOrder(explicitOrder, filter);
  checkKeyPlacement(order, filter);
  const nearest = structuredQuery.findNearest ? compileNearestOf(structuredQuery) : undefined;
  const select = structuredQuery.select as JsonObject | undefined;
  const projection = select
    ? [
        ...((select.fields as JsonObject[] | undefined) ?? [])
          .map((reference) => fieldRef(reference).segments)
          .filter((segments) => segments.join('.') !== DOCUMENT_NAME_FIELD),
        // The distance a vector search writes is part of its results, selected or not.
        ...(nearest?.distanceResultField ? [nearest.distanceResultField] : []),
      ]
    : undefined;
  const startAt = cursorOf(structuredQuery.startAt);
  const endAt = cursorOf(structuredQuery.endAt);
  for (const cursor of [startAt, endAt]) {
    if (cursor && cursor.values.length > order.length) {
      throw new RpcError(
        Code.INVALID_ARGUMENT,
        'Too many cursor values specified. The specified order by clauses have fewer fields.',
      );
    }
  }
  return {
    database,
    parent,
    collectionId,
    allDescendants: selector.allDescendants === true,
    filter,
    explicitOrder,
    order,
    startAt,
    endAt,
    offset: int32(structuredQuery.offset) ?? 0,
    limit: int32(structuredQuery.limit),
    projection,
    nearest,
  };
}

/** A vector search ranks by distance: it takes no order, cursors, offset or limit of its own. */
function compileNearestOf(structuredQuery: JsonObject): NearestSpec {
  const findNearest = structuredQuery.findNearest as JsonObject;
  const conflicting = ['orderBy', 'startAt', 'endAt', 'offset', 'limit'].filter((key) => {
    const value = structuredQuery[key];
    return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
  });
  if (conflicting.length > 0) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      `findNearest cannot be combined with ${conflicting.join(', ')}: results are ranked by distance and limited by findNearest's own limit.`,
    );
  }
  return compileNearest(findNearest, fieldRef(findNearest.vectorField));
}

function nameValue(query: CompiledQuery, document: StoredDocument): Value {
  return { referenceValue: `${query.database}/documents/${document.path}` };
}

function fieldValue(
  query: CompiledQuery,
  document: StoredDocument,
  field: FieldRef,
): Value | undefined {
  if (field.path === DOCUMENT_NAME_FIELD) return nameValue(query, document);
  return getField(document.fields, field.segments);
}

function containsValue(values: Value[], candidate: Value): boolean {
  return values.some((value) => valuesEqual(value, candidate));
}

function isNaNValue(value: Value): boolean {
  return 'doubleValue' in value && Number.isNaN(doubleOf(value));
}

/**
 * The values of an `in` or `array-contains-any` filter that can match: production answers
 * `in [null]` and `in [NaN]` with nothing (null and NaN are matched only by IS_NULL and IS_NAN),
 * while `not-in` does exclude NaN, and `not-in [null]` excludes everything.
 */
function matchableValues(node: FieldFilter): Value[] {
  return operandValues(node).filter((value) => !('nullValue' in value) && !isNaNValue(value));
}

function matchesFieldFilter(
  query: CompiledQuery,
  document: StoredDocument,
  node: FieldFilter,
): boolean {
  const other = fieldValue(query, document, node.field);
  if (other === undefined) return false;
  const isNull = 'nullValue' in other;
  switch (node.op) {
    case 'NOT_EQUAL':
      return !isNull && compareValues(other, node.value) !== 0;
    case 'NOT_IN': {
      const excluded = operandValues(node);
      if (excluded.some((value) => 'nullValue' in value)) return false;
      return !isNull && !containsValue(excluded, other);
    }
    case 'IN':
      return containsValue(matchableValues(node), other);
    case 'ARRAY_CONTAINS':
      return 'arrayValue' in other && containsValue(arrayValues(other), node.value);
    case 'ARRAY_CONTAINS_ANY': {
      if (!('arrayValue' in other)) return false;
      const elements = arrayValues(other);
      return matchableValues(node).some((value) => containsValue(elements, value));
    }
    case 'EQUAL':
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL':
      return compares(node.op, other, node.value);
  }
}

type ComparisonOperator = Extract<
  FieldOperator,
  'EQUAL' | 'LESS_THAN' | 'LESS_THAN_OR_EQUAL' | 'GREATER_THAN' | 'GREATER_THAN_OR_EQUAL'
>;

function compares(op: ComparisonOperator, other: Value, value: Value): boolean {
  // Comparisons only match values of the same type order (ints and doubles are one type).
  if (typeOrder(other) !== typeOrder(value)) return false;
  // NaN is no number's neighbour: it matches equality with NaN (IS_NAN) and no range.
  if (op !== 'EQUAL' && (isNaNValue(other) || isNaNValue(value))) return false;
  const order = compareValues(other, value);
  switch (op) {
    case 'EQUAL':
      return order === 0;
    case 'LESS_THAN':
      return order < 0;
    case 'LESS_THAN_OR_EQUAL':
      return order <= 0;
    case 'GREATER_THAN':
      return order > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return order >= 0;
  }
}

function matchesFilter(
  query: CompiledQuery,
  document: StoredDocument,
  node: FilterNode | undefined,
): boolean {
  if (!node) return true;
  if (node.kind === 'field') return matchesFieldFilter(query, document, node);
  switch (node.op) {
    case 'AND':
      return node.filters.every((child) => matchesFilter(query, document, child));
    case 'OR':
      return node.filters.some((child) => matchesFilter(query, document, child));
  }
}

/** Whether a document lies in the query's collection (or collection group). */
export function inScope(query: CompiledQuery, path: string): boolean {
  const collectionPath = collectionPathOf(path);
  // Kindless (no collection id, all descendants): everything below the parent, as firebase-admin's
  // recursiveDelete asks for.
  if (query.collectionId === '') return isWithin(collectionPath, query.parent);
  if (!query.allDescendants) {
    const expected =
      query.parent === '' ? query.collectionId : `${query.parent}/${query.collectionId}`;
    return collectionPath === expected;
  }
  return (
    collectionIdOf(collectionPath) === query.collectionId &&
    isWithin(collectionPath, query.parent) &&
    collectionPath !== query.parent
  );
}

/** Whether a document matches scope, filters and the presence of every ordered field. */
function matchesQuery(query: CompiledQuery, document: StoredDocument): boolean {
  if (!inScope(query, document.path)) return false;
  for (const term of query.order) {
    if (fieldValue(query, document, term.field) === undefined) return false;
  }
  return matchesFilter(query, document, query.filter);
}

/** Compares a document with a cursor position over the cursor's prefix of the order. */
function compareToCursor(query: CompiledQuery, document: StoredDocument, cursor: Cursor): number {
  for (let index = 0; index < cursor.values.length; index++) {
    const term = query.order[index] as OrderTerm;
    const cursorValue = cursor.values[index] as Value;
    let order: number;
    if (term.field.path === DOCUMENT_NAME_FIELD) {
      const reference = cursorValue.referenceValue;
      if (typeof reference !== 'string') {
        throw new RpcError(
          Code.INVALID_ARGUMENT,
          'A cursor value for __name__ must be a document reference.',
        );
      }
      order = compareReferences(`${query.database}/documents/${document.path}`, reference);
    } else {
      order = compareValues(fieldValue(query, document, term.field) as Value, cursorValue);
    }
    if (order !== 0) return term.descending ? -order : order;
  }
  return 0;
}

function withinCursors(query: CompiledQuery, document: StoredDocument): boolean {
  if (query.startAt) {
    const order = compareToCursor(query, document, query.startAt);
    if (query.startAt.before ? order < 0 : order <= 0) return false;
  }
  if (query.endAt) {
    const order = compareToCursor(query, document, query.endAt);
    if (query.endAt.before ? order >= 0 : order > 0) return false;
  }
  return true;
}

/** Whether a document is in the query's results, limit and offset aside. */
export function documentMatches(query: CompiledQuery, document: StoredDocument): boolean {
  return matchesQuery(query, document) && withinCursors(query, document);
}

/** The documents a query looks at: its collection, group or subtree, as they are now. */
export function candidates(store: DocumentStore, query: CompiledQuery): Iterable<StoredDocument> {
  if (query.collectionId === '') return store.descendants(query.database, query.parent);
  if (query.allDescendants) {
    return store.collectionGroup(query.database, query.parent, query.collectionId);
  }
  const collectionPath =
    query.parent === '' ? query.collectionId : `${query.parent}/${query.collectionId}`;
  return store.collection(query.database, collectionPath);
}

/** What running a query did: its results, and what it read on the way (for query explain). */
export interface QueryRun {
  documents: StoredDocument[];
  /** Documents that passed filters and cursors, before offset and limit. */
  matched: number;
  /** Vector searches: the vectors compared (their index entries). */
  vectorsCompared: number | undefined;
}

/** Runs a query: matching documents in order, after cursors, offset and limit. */
export function runQuery(
  store: DocumentStore,
  query: CompiledQuery,
  source: Iterable<StoredDocument> = candidates(store, query),
): StoredDocument[] {
  return executeQuery(query, source).documents;
}

/** Runs a query over `source` (its candidates) and says what it read. */
export function executeQuery(query: CompiledQuery, source: Iterable<StoredDocument>): QueryRun {
  if (query.nearest) {
    const filtered: StoredDocument[] = [];
    for (const document of source) if (documentMatches(query, document)) filtered.push(document);
    const { documents, vectorsCompared } = findNearest(query.nearest, filtered);
    return { documents, matched: filtered.length, vectorsCompared };
  }
  // Sort keys are read once per document, not once per comparison.
  const keyed: { document: StoredDocument; keys: (Value | undefined)[] }[] = [];
  for (const document of source) {
    if (!documentMatches(query, document)) continue;
    keyed.push({
      document,
      keys: query.order.map((term) =>
        term.field.path === DOCUMENT_NAME_FIELD
          ? undefined
          : fieldValue(query, document, term.field),
      ),
    });
  }
  type Keyed = (typeof keyed)[number];
  const compare = (left: Keyed, right: Keyed): number => {
    for (let index = 0; index < query.order.length; index++) {
      const term = query.order[index] as OrderTerm;
      const leftKey = left.keys[index];
      const rightKey = right.keys[index];
      const order =
        leftKey === undefined || rightKey === undefined
          ? compareReferences(left.document.path, right.document.path)
          : compareValues(leftKey, rightKey);
      if (order !== 0) return term.descending ? -order : order;
    }
    return 0;
  };
  const end = query.limit === undefined ? keyed.length : query.offset + query.limit;
  const ordered = end * 8 < keyed.length ? smallest(keyed, end, compare) : keyed.sort(compare);
  return {
    documents: ordered.slice(query.offset, end).map((entry) => entry.document),
    matched: keyed.length,
    vectorsCompared: undefined,
  };
}

/** The `count` smallest items in order, without sorting them all (limit queries on big sets). */
function smallest<T>(items: T[], count: number, compare: (left: T, right: T) => number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1] as T) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(kept[middle] as T, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/** Applies the query's projection (select) to a result document. */
export function projectDocument(query: CompiledQuery, document: StoredDocument): StoredDocument {
  if (!query.projection) return document;
  return { ...document, fields: projectFields(document.fields, query.projection) };
}

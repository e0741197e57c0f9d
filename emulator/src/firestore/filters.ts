// A query's filters, parsed once from proto3 JSON where a query is compiled: field paths split,
// operators read into the wire's enums (google.firestore.v1.StructuredQuery's FieldFilter,
// UnaryFilter and CompositeFilter operators) so that one we do not know is refused instead of
// matching nothing, and the filter tree expanded into an OR of ANDs in one place. The query
// engine (query.ts), the index planner (indexes.ts) and the rules' query guarantee
// (rules/query-guarantee.ts) read filters only in this form.
import { Code, RpcError, type JsonObject, type JsonValue } from '../rpc/contract.js';
import { formatFieldPath, parseFieldPath } from './paths.js';
import { NULL_VALUE, arrayValues, doubleValue, normalizeValue, type Value } from './values.js';

/** StructuredQuery.FieldFilter.Operator, as proto3 JSON names it (OPERATOR_UNSPECIFIED aside). */
const FIELD_OPERATORS = [
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
] as const;
export type FieldOperator = (typeof FIELD_OPERATORS)[number];

/** StructuredQuery.UnaryFilter.Operator: compiled into field filters against null or NaN. */
const UNARY_OPERATORS = ['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL'] as const;

/** StructuredQuery.CompositeFilter.Operator. */
const COMPOSITE_OPERATORS = ['AND', 'OR'] as const;
type CompositeOperator = (typeof COMPOSITE_OPERATORS)[number];

export interface FieldRef {
  /** Canonical text (`a.b`, `__name__`). */
  path: string;
  segments: string[];
}

export interface FieldFilter {
  kind: 'field';
  field: FieldRef;
  op: FieldOperator;
  /** For IN, NOT_IN and ARRAY_CONTAINS_ANY, an array value (see operandValues). */
  value: Value;
}

interface CompositeFilter {
  kind: 'composite';
  op: CompositeOperator;
  /** Never empty: a composite without filters constrains nothing and is compiled away. */
  filters: FilterNode[];
}

export type FilterNode = FieldFilter | CompositeFilter;

/**
 * What a field operator asks of its field, the question the query's order, the index planner and
 * the rules' guarantee each ask: equal to a value (or one of a list), an array holding one, or
 * anything else (a range, `!=`, `not-in`), which orders results by the field.
 */
export type OperatorKind = 'equality' | 'contains' | 'inequality';

// Exhaustive switches without a default: a new operator fails to compile until every one of
// them says what it is.
export function operatorKind(op: FieldOperator): OperatorKind {
  switch (op) {
    case 'EQUAL':
    case 'IN':
      return 'equality';
    case 'ARRAY_CONTAINS':
    case 'ARRAY_CONTAINS_ANY':
      return 'contains';
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL':
    case 'NOT_EQUAL':
    case 'NOT_IN':
      return 'inequality';
  }
}

export function isInequality(op: FieldOperator): boolean {
  return operatorKind(op) === 'inequality';
}

/** Production's limit on the values of a list operator; undefined for one-value operators. */
function listLimit(op: FieldOperator): number | undefined {
  switch (op) {
    case 'IN':
    case 'ARRAY_CONTAINS_ANY':
      return 30;
    case 'NOT_IN':
      return 10;
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL':
    case 'EQUAL':
    case 'NOT_EQUAL':
    case 'ARRAY_CONTAINS':
      return undefined;
  }
}

/** The values a filter compares with: a list operator's elements, else its one value. */
export function operandValues(filter: FieldFilter): Value[] {
  return listLimit(filter.op) === undefined ? [filter.value] : arrayValues(filter.value);
}

/**
 * Reads an operator of one of the wire's enums. Anything else (a name we do not know, a number
 * gRPC could not name, OPERATOR_UNSPECIFIED, none) is refused with the wording Google's front
 * end uses for an enum value it cannot read, naming where in the query it is.
 */
function operatorOf<T extends string>(
  known: readonly T[],
  op: JsonValue | undefined,
  at: string,
  enumName: string,
): T {
  if (typeof op === 'string' && (known as readonly string[]).includes(op)) return op as T;
  throw new RpcError(
    Code.INVALID_ARGUMENT,
    `Invalid value at '${at}' (type.googleapis.com/google.firestore.v1.StructuredQuery.${enumName}), ${JSON.stringify(op ?? 'OPERATOR_UNSPECIFIED')}`,
  );
}

/** A FieldReference (`{fieldPath}`), its path parsed once. */
export function fieldRef(reference: JsonValue | undefined): FieldRef {
  const path = (reference as JsonObject | undefined)?.fieldPath;
  if (typeof path !== 'string') throw new RpcError(Code.INVALID_ARGUMENT, 'Missing field path.');
  const segments = parseFieldPath(path);
  return { path: formatFieldPath(segments), segments };
}

/** Unary filters are field filters against null or NaN, as the SDKs model them. */
function unaryFilter(unary: JsonObject, at: string): FieldFilter {
  const op = operatorOf(UNARY_OPERATORS, unary.op, `${at}.op`, 'UnaryFilter.Operator');
  const field = fieldRef(unary.field);
  const nan = doubleValue(NaN);
  switch (op) {
    case 'IS_NAN':
      return { kind: 'field', field, op: 'EQUAL', value: nan };
    case 'IS_NULL':
      return { kind: 'field', field, op: 'EQUAL', value: NULL_VALUE };
    case 'IS_NOT_NAN':
      return { kind: 'field', field, op: 'NOT_EQUAL', value: nan };
    case 'IS_NOT_NULL':
      return { kind: 'field', field, op: 'NOT_EQUAL', value: NULL_VALUE };
  }
}

function fieldFilter(json: JsonObject, at: string): FieldFilter {
  const op = operatorOf(FIELD_OPERATORS, json.op, `${at}.op`, 'FieldFilter.Operator');
  const value = normalizeValue(json.value);
  const limit = listLimit(op);
  if (limit !== undefined) {
    if (!('arrayValue' in value)) {
      throw new RpcError(Code.INVALID_ARGUMENT, `${op} needs an array value.`);
    }
    if (arrayValues(value).length > limit) {
      throw new RpcError(
        Code.INVALID_ARGUMENT,
        `'${op}' supports up to ${limit} comparison values.`,
      );
    }
  }
  return { kind: 'field', field: fieldRef(json.field), op, value };
}

/**
 * Compiles a StructuredQuery.Filter (proto3 JSON). `at` is where it sits in the request, for
 * refusals (`structured_query.where`).
 */
export function compileFilter(
  filter: JsonObject | undefined,
  at = 'structured_query.where',
): FilterNode | undefined {
  if (!filter) return undefined;
  if (filter.compositeFilter) {
    const composite = filter.compositeFilter as JsonObject;
    const where = `${at}.composite_filter`;
    const op = operatorOf(
      COMPOSITE_OPERATORS,
      composite.op,
      `${where}.op`,
      'CompositeFilter.Operator',
    );
    const filters = ((composite.filters as JsonObject[] | undefined) ?? [])
      .map((child, index) => compileFilter(child, `${where}.filters[${index}]`))
      .filter((node): node is FilterNode => node !== undefined);
    // An empty AND or OR constrains nothing: the engine always matched every document for it,
    // and so its expansion below is no constraint rather than no alternative.
    return filters.length === 0 ? undefined : { kind: 'composite', op, filters };
  }
  if (filter.unaryFilter)
    return unaryFilter(filter.unaryFilter as JsonObject, `${at}.unary_filter`);
  if (filter.fieldFilter)
    return fieldFilter(filter.fieldFilter as JsonObject, `${at}.field_filter`);
  throw new RpcError(Code.INVALID_ARGUMENT, 'A filter must be a field, unary or composite filter.');
}

/** Every field filter of the tree, flattened. */
export function fieldFilters(node: FilterNode | undefined): FieldFilter[] {
  if (!node) return [];
  if (node.kind === 'field') return [node];
  return node.filters.flatMap(fieldFilters);
}

/**
 * The filter as an OR of ANDs of field filters (disjunctive normal form): `[[]]`, one empty
 * conjunction, for no filter. The index planner needs each disjunct's index; the rules' guarantee
 * checks each disjunct's documents.
 */
export function disjuncts(node: FilterNode | undefined): FieldFilter[][] {
  if (!node) return [[]];
  if (node.kind === 'field') return [[node]];
  const children = node.filters.map(disjuncts);
  switch (node.op) {
    case 'OR':
      return children.flat();
    case 'AND':
      return children.reduce<FieldFilter[][]>(
        (product, child) => product.flatMap((left) => child.map((right) => [...left, ...right])),
        [[]],
      );
  }
}

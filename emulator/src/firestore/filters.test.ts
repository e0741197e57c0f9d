import { describe, expect, test } from 'vitest';
import { Code, RpcError, type JsonObject } from '../rpc/contract.js';
import { compileFilter, disjuncts, type FieldFilter } from './filters.js';
import { NULL_VALUE } from './values.js';

const one = { integerValue: '1' };
const field = (fieldPath: string, op: unknown, value: JsonObject = one): JsonObject =>
  ({ fieldFilter: { field: { fieldPath }, op, value } }) as JsonObject;
const unary = (fieldPath: string, op: unknown): JsonObject =>
  ({ unaryFilter: { field: { fieldPath }, op } }) as JsonObject;
const composite = (op: unknown, ...filters: JsonObject[]): JsonObject =>
  ({ compositeFilter: { op, filters } }) as JsonObject;

/** The refusal compileFilter throws, as code and message. */
function refusal(filter: JsonObject): { code: Code; message: string } {
  try {
    compileFilter(filter);
  } catch (error) {
    if (error instanceof RpcError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('compileFilter accepted the filter');
}

const shown = (conjunctions: FieldFilter[][]): string[][] =>
  conjunctions.map((conjunction) => conjunction.map((node) => `${node.field.path} ${node.op}`));

describe('operators', () => {
  test('an unknown field operator is refused, naming where it is and what it was', () => {
    expect(refusal(field('a', 'LIKE'))).toEqual({
      code: Code.INVALID_ARGUMENT,
      message:
        "Invalid value at 'structured_query.where.field_filter.op' " +
        '(type.googleapis.com/google.firestore.v1.StructuredQuery.FieldFilter.Operator), "LIKE"',
    });
  });

  test('so are OPERATOR_UNSPECIFIED, a missing operator and a number gRPC could not name', () => {
    for (const op of ['OPERATOR_UNSPECIFIED', undefined, 99]) {
      const { code, message } = refusal(field('a', op));
      expect(code).toBe(Code.INVALID_ARGUMENT);
      expect(message).toContain(op === undefined ? '"OPERATOR_UNSPECIFIED"' : JSON.stringify(op));
    }
  });

  test('unknown unary and composite operators are refused, at their place in the tree', () => {
    expect(refusal(unary('a', 'IS_EMPTY')).message).toBe(
      "Invalid value at 'structured_query.where.unary_filter.op' " +
        '(type.googleapis.com/google.firestore.v1.StructuredQuery.UnaryFilter.Operator), "IS_EMPTY"',
    );
    expect(refusal(composite('XOR', field('a', 'EQUAL'))).message).toContain(
      '\'structured_query.where.composite_filter.op\' (type.googleapis.com/google.firestore.v1.StructuredQuery.CompositeFilter.Operator), "XOR"',
    );
    expect(
      refusal(composite('AND', field('a', 'EQUAL'), composite('OR', field('b', 'FOO')))).message,
    ).toContain(
      "'structured_query.where.composite_filter.filters[1].composite_filter.filters[0].field_filter.op'",
    );
  });

  test('every wire operator compiles; unary ones into comparisons with null or NaN', () => {
    const list = { arrayValue: { values: [one] } };
    for (const op of ['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL']) {
      expect(compileFilter(field('a', op))).toMatchObject({ kind: 'field', op });
    }
    for (const op of ['EQUAL', 'NOT_EQUAL', 'ARRAY_CONTAINS']) {
      expect(compileFilter(field('a', op))).toMatchObject({ kind: 'field', op });
    }
    for (const op of ['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY']) {
      expect(compileFilter(field('a', op, list))).toMatchObject({ kind: 'field', op });
    }
    expect(compileFilter(unary('a', 'IS_NAN'))).toMatchObject({
      op: 'EQUAL',
      value: { doubleValue: 'NaN' },
    });
    expect(compileFilter(unary('a', 'IS_NULL'))).toMatchObject({
      op: 'EQUAL',
      value: NULL_VALUE,
    });
    expect(compileFilter(unary('a', 'IS_NOT_NAN'))).toMatchObject({ op: 'NOT_EQUAL' });
    expect(compileFilter(unary('a', 'IS_NOT_NULL'))).toMatchObject({ op: 'NOT_EQUAL' });
  });

  test('field paths are parsed once, into segments and canonical text', () => {
    expect(compileFilter(field('`a.b`.c', 'EQUAL'))).toMatchObject({
      field: { path: '`a.b`.c', segments: ['a.b', 'c'] },
    });
  });
});

describe('disjuncts', () => {
  test('no filter is one empty conjunction', () => {
    expect(disjuncts(undefined)).toEqual([[]]);
  });

  test('ORs are alternatives, ANDs the product of their children', () => {
    const filter = compileFilter(
      composite(
        'AND',
        field('a', 'EQUAL'),
        composite('OR', field('b', 'EQUAL'), field('c', 'LESS_THAN')),
      ),
    );
    expect(shown(disjuncts(filter))).toEqual([
      ['a EQUAL', 'b EQUAL'],
      ['a EQUAL', 'c LESS_THAN'],
    ]);
  });

  test('an empty AND or OR constrains nothing, as the engine has always run it', () => {
    expect(compileFilter(composite('OR'))).toBeUndefined();
    const filter = compileFilter(composite('AND', field('a', 'EQUAL'), composite('OR')));
    expect(shown(disjuncts(filter))).toEqual([['a EQUAL']]);
  });
});

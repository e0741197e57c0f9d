// Operators and types of the rules language, written as expressions that must be true (or must
// fail), so each line checks production's semantics directly.

import { describe, expect, it } from 'vitest';
import { evaluate, expectError, expectTrue } from './helpers.js';

describe('literals and types', () => {
  it.each([
    'null == null',
    'true != false',
    '1 is int && 1.0 is float && 1 is number && 1.5 is number',
    "'s' is string && b'\\x01' is bytes && [1] is list && {'a': 1} is map",
    '[1].toSet() is set && /databases/x/documents is path',
    "duration.value(1, 's') is duration && timestamp.value(0) is timestamp",
    'latlng.value(1, 2) is latlng && {}.diff({}) is map_diff',
    'null is null && !(null is map)',
    "1 is rules.Integer && 'a' is rules.String && !(1.5 is rules.Integer)", // namespaced spellings
    "'\\n\\t\\\\' == '\\u000a\\x09\\134'", // escapes: \n \t \\ and their hex/unicode/octal forms
    "r'a\\nb'.size() == 4", // raw strings keep backslashes
    '"double" == \'double\'',
    '0x1F == 31',
    '1e3 == 1000.0 && 2.5e-1 == 0.25',
    '-9223372036854775808 < 0',
  ])('%s', (source) => expectTrue(source));

  it('keeps an unknown type name an error instead of a silent false', () => {
    expectError('1 is integerish', 'Unknown type name');
  });
});

describe('arithmetic', () => {
  it.each([
    '7 / 2 == 3 && -7 / 2 == -3', // int division truncates toward zero
    '7 % 3 == 1 && -7 % 3 == -1',
    '7.0 / 2 == 3.5 && 3 * 1.5 == 4.5', // mixing int and float gives a float
    '(1 + 2.0) is float && (1 + 2) is int',
    "'ab' + 'cd' == 'abcd'",
    '[1, 2] + [3] == [1, 2, 3]',
    '-(3) == -3 && -(1.5) == -1.5',
    '1 + 2 * 3 == 7 && (1 + 2) * 3 == 9 && 10 - 4 - 3 == 3',
    '1.0 / 0 == 1.0 / 0 && math.isInfinite(1.0 / 0)', // floats follow IEEE 754
    '9223372036854775807 + 0 == 9223372036854775807',
  ])('%s', (source) => expectTrue(source));

  it.each([
    ['9223372036854775807 + 1', 'overflow'],
    ['-9223372036854775808 - 1', 'overflow'],
    ['9223372036854775807 * 2', 'overflow'],
    ['-(-9223372036854775808)', 'overflow'],
    ['-9223372036854775808 / -1', 'overflow'],
    ['1 / 0', 'Division by zero'],
    ['1 % 0', 'Division by zero'],
    ["'a' + 1", 'Unsupported operation'],
    ['[1] + 1', 'Unsupported operation'],
    ["'a' * 2", 'Unsupported operation'],
    ['!1', 'Unsupported operation'],
    ["-'a'", 'Unsupported operation'],
  ])('%s is an error', (source, fragment) => expectError(source, fragment));
});

describe('comparison and membership', () => {
  it.each([
    '1 == 1.0 && 2 > 1.5 && 1.5 < 2', // ints and floats compare by value
    "'a' < 'b' && 'B' < 'a' && 'a' <= 'a' && 'b' >= 'a'",
    "[1, [2, {'a': 3}]] == [1, [2, {'a': 3}]]",
    "{'a': 1, 'b': 2} == {'b': 2, 'a': 1}",
    '[1, 2] != [2, 1]',
    "1 != '1' && null != false", // values of different types are unequal, not an error
    '2 in [1, 2, 3] && !(4 in [1, 2, 3])',
    "'a' in {'a': 1} && !('b' in {'a': 1})",
    '1 in [1, 2].toSet()',
    '[1, 2].toSet() == [2, 1, 1].toSet()',
    "b'\\x01' < b'\\x02'",
    "timestamp.value(1) < timestamp.value(2) && duration.value(1, 's') > duration.value(1, 'ms')",
    '!(0.0 / 0 == 0.0 / 0)', // NaN is not equal to itself
  ])('%s', (source) => expectTrue(source));

  it.each([
    ["'a' < 1", 'cannot be ordered'],
    ['[1] < [2]', 'cannot be ordered'],
    ["1 in 'abc'", 'Unsupported operation'],
  ])('%s is an error', (source, fragment) => expectError(source, fragment));
});

describe('logical operators', () => {
  it.each([
    'true && true',
    '!(true && false)',
    'false || true',
    '!(false || false)',
    'true ? true : false',
    'false ? 1 / 0 == 0 : true', // the branch not taken is not evaluated
    '(false && (1 / 0 == 0)) == false',
    'true || 1 / 0 == 0', // short circuit: the right side is never evaluated
    '(1 / 0 == 0) || true', // an error on the left still lets a true right side win
    '((1 / 0 == 0) && false) == false', // and a false right side decides &&
  ])('%s', (source) => expectTrue(source));

  it.each([
    ['(1 / 0 == 0) || false', 'Division by zero'],
    ['(1 / 0 == 0) && true', 'Division by zero'],
    ['1 && true', 'Unsupported operation'],
    ['1 ? true : false', 'Unsupported operation'],
  ])('%s is an error', (source, fragment) => expectError(source, fragment));
});

describe('member access and indexing', () => {
  const doc = evaluate("{'a': {'b': [10, 20]}, 'n': null}");
  if (!doc.ok) throw new Error(doc.error);
  const variables = { doc: doc.value };

  it.each([
    'doc.a.b[1] == 20',
    "doc['a']['b'][0] == 10",
    'doc.n == null',
    "'hello'[1] == 'e' && 'hello'[1:3] == 'el'",
    '[1, 2, 3, 4][1:3] == [2, 3]',
    '/databases/x/documents/users/u1[4] == "u1"',
  ])('%s', (source) => expectTrue(source, variables));

  it.each([
    ['doc.missing', 'Property missing is undefined on object.'],
    ['doc.n.x', 'Null value error.'],
    ['doc.a.b[2]', 'Index out of range'],
    ["'abc'[5]", 'Index out of range'],
    ['[1, 2][1:5]', 'Index out of range'],
    ['undefinedVariable', 'Variable undefinedVariable is not defined.'],
    ['doc.a.b.size', 'Property size is undefined'],
  ])('%s is an error', (source, fragment) => expectError(source, fragment, variables));
});

describe('paths', () => {
  const variables = {
    uid: { type: 'string', value: 'u1' },
    rest: { type: 'path', segments: ['a', 'b'] },
  } as const;

  it.each([
    '/databases/(default)/documents/users/$(uid) == path("databases/(default)/documents/users/u1")',
    'string(/databases/$(uid)/x) == "/databases/u1/x"',
    '/databases/d/documents/$(rest) == /databases/d/documents/a/b', // a path splices in
    '/a/$(1 + 1) == /a/2',
    'path("/a/{x}/c").bind({"x": "b"}) == /a/b/c',
  ])('%s', (source) => expectTrue(source, variables));

  it('evaluates path interpolations as full expressions', () => {
    expect(evaluate('/users/$(uid + "-suffix")', variables)).toEqual({
      ok: true,
      value: { type: 'path', segments: ['users', 'u1-suffix'] },
    });
  });
});

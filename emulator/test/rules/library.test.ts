// The standard library: methods of strings, bytes, lists, sets, maps, map diffs, timestamps,
// durations and lat/lngs, and the math, hashing, timestamp, duration and latlng namespaces.

import { describe, expect, it } from 'vitest';
import type { RulesValue } from '../../src/rules/index.js';
import { evaluate, expectError, expectTrue } from './helpers.js';

describe('strings', () => {
  it.each([
    "'héllo'.size() == 5", // code points, not UTF-16 units or bytes
    "'😀'.size() == 1",
    "'AbC'.lower() == 'abc' && 'AbC'.upper() == 'ABC'",
    "'  padded \\n'.trim() == 'padded'",
    "'abc'.matches('a.c') && !'abcd'.matches('a.c')", // matches() anchors to the whole string
    "'user_42'.matches('[a-z]+_[0-9]+')",
    "'banana'.replace('a', 'o') == 'bonono'",
    "'banana'.replace('(an)', '<\\\\1>') == 'b<an><an>a'", // RE2 group references
    "'a-b_c'.split('[-_]') == ['a', 'b', 'c']",
    "'a,b,,c'.split(',') == ['a', 'b', '', 'c']",
    "'é'.toUtf8() == b'\\xC3\\xA9' && 'é'.toUtf8().size() == 2",
  ])('%s', (source) => expectTrue(source));

  it('uses RE2 syntax: backreferences and lookaheads are not regular and are refused', () => {
    expectError("'aa'.matches('(a)\\\\1')", 'Invalid regular expression');
    expectError("'a'.matches('(?=a)a')", 'Invalid regular expression');
  });

  it.each([
    ["'a'.size(1)", 'Expected 0 argument'],
    ["'a'.matches(1)", 'expected string'],
    ["'a'.nope()", 'Function not found error: Name: [string.nope].'],
  ])('%s is an error', (source, fragment) => expectError(source, fragment));
});

describe('bytes', () => {
  it.each([
    "b'abc'.size() == 3",
    "b'\\x00\\xff'.toHexString() == '00FF'",
    "b'hi'.toBase64() == 'aGk='",
    "b'é'.size() == 2 && b'é' == 'é'.toUtf8()", // text in a bytes literal is UTF-8
    "b'\\xe9'.size() == 1 && b'\\351' == b'\\xE9'", // escapes are raw bytes
  ])('%s', (source) => expectTrue(source));
});

describe('lists', () => {
  it.each([
    '[1, 2, 3].size() == 3',
    '[1, 2, 3].hasAll([3, 1]) && ![1, 2].hasAll([1, 4])',
    '[1, 2].hasAny([4, 2]) && ![1, 2].hasAny([4, 5]) && ![1].hasAny([])',
    "['a', 'b'].hasOnly(['a', 'b', 'c']) && !['a', 'd'].hasOnly(['a', 'b'])",
    "['a', 'a', 'b'].hasOnly(['a', 'b', 'b'])",
    '[].hasOnly([1]) && [].hasAll([])',
    '[1, 2].concat([3]) == [1, 2, 3]',
    '[1, 2, 3, 2].removeAll([2]) == [1, 3]',
    "['a', 'b', 'c'].join('-') == 'a-b-c'",
    '[1, 1, 2].toSet().size() == 2',
    '[1, 2].hasAll([1].toSet())', // a set is accepted where a list is
  ])('%s', (source) => expectTrue(source));

  it('refuses to join values that are not strings', () => {
    expectError('[1, 2].join(",")', 'expected string');
  });
});

describe('sets', () => {
  it.each([
    '[1, 2, 3].toSet().difference([2].toSet()) == [1, 3].toSet()',
    '[1, 2].toSet().intersection([2, 3].toSet()) == [2].toSet()',
    '[1].toSet().union([2].toSet()) == [1, 2].toSet()',
    '[1, 2].toSet().hasAll([1]) && [1, 2].toSet().hasAny([2, 9]) && [1].toSet().hasOnly([1, 2])',
    '[1, 2].toSet().size() == 2',
  ])('%s', (source) => expectTrue(source));
});

describe('maps and map diffs', () => {
  it.each([
    "{'a': 1, 'b': 2}.size() == 2",
    "{'a': 1, 'b': 2}.keys().hasOnly(['a', 'b']) && {'a': 1}.keys() == ['a']",
    "{'a': 1}.values() == [1]",
    "{'a': 1}.get('a', 0) == 1 && {'a': 1}.get('z', 0) == 0",
    "{'a': {'b': 2}}.get(['a', 'b'], 0) == 2 && {'a': {'b': 2}}.get(['a', 'x'], 7) == 7",
    "{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 9, 'd': 4}).addedKeys() == ['c'].toSet()",
    "{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 9, 'd': 4}).removedKeys() == ['d'].toSet()",
    "{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 9, 'd': 4}).changedKeys() == ['b'].toSet()",
    "{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 9, 'd': 4}).unchangedKeys() == ['a'].toSet()",
    "{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 9, 'd': 4}).affectedKeys() == ['b', 'c', 'd'].toSet()",
    "{'a': 1}.diff({'a': 1.0}).changedKeys().size() == 0", // 1 == 1.0, as for ==
  ])('%s', (source) => expectTrue(source));
});

describe('timestamps and durations', () => {
  // 2024-02-29T13:45:30.123456789Z, a Thursday, day 60 of a leap year.
  const at: RulesValue = { type: 'timestamp', nanos: 1_709_214_330_123_456_789n };

  it.each([
    't.year() == 2024 && t.month() == 2 && t.day() == 29',
    't.hours() == 13 && t.minutes() == 45 && t.seconds() == 30 && t.nanos() == 123456789',
    't.dayOfWeek() == 4 && t.dayOfYear() == 60',
    't.date() == timestamp.date(2024, 2, 29)',
    't.time() == duration.time(13, 45, 30, 123456789)',
    't.toMillis() == 1709214330123',
    'timestamp.value(t.toMillis()) < t',
    "t + duration.value(1, 'd') == timestamp.date(2024, 3, 1) + t.time()",
    "t - duration.value(2, 'h') < t && t - (t - duration.value(90, 'm')) == duration.value(90, 'm')",
    "duration.value(1, 'w') == duration.value(7, 'd') && duration.value(1, 'h') == duration.value(60, 'm')",
    "duration.value(1500, 'ms').seconds() == 1 && duration.value(1500, 'ms').nanos() == 500000000",
    "duration.value(-1500, 'ms').seconds() == -1 && duration.value(-1500, 'ms').nanos() == -500000000",
    "duration.abs(duration.value(-10, 's')) == duration.value(10, 's')",
    "duration.value(1, 's') + duration.value(1, 'ns') == duration.time(0, 0, 1, 1)",
    "duration.value(0.5, 's') == duration.value(500, 'ms')",
  ])('%s', (source) => expectTrue(source, { t: at }));

  it.each([
    ["duration.value(1, 'y')", 'is not a unit'],
    ['timestamp.date(2023, 2, 29)', 'is not a date'],
    ['timestamp.value(9223372036854775807)', 'Timestamp out of range'],
    ["timestamp.date(9999, 12, 31) + duration.value(1, 'd')", 'Timestamp out of range'],
    ['t + t', 'Unsupported operation'],
  ])('%s is an error', (source, fragment) => expectError(source, fragment, { t: at }));
});

describe('math', () => {
  it.each([
    'math.abs(-3) == 3 && math.abs(-2.5) == 2.5 && math.abs(-3) is int',
    'math.ceil(1.2) == 2 && math.floor(1.8) == 1 && math.floor(-1.2) == -2',
    'math.round(2.5) == 3 && math.round(-2.5) == -3 && math.round(2.4) == 2', // half away from zero
    'math.ceil(1.2) is int',
    'math.sqrt(16) == 4.0 && math.pow(2, 10) == 1024.0',
    'math.isNaN(0.0 / 0) && !math.isNaN(1.0)',
    'math.isInfinite(-1.0 / 0) && !math.isInfinite(1)',
  ])('%s', (source) => expectTrue(source));

  it('refuses to round a NaN to an int', () =>
    expectError('math.floor(0.0 / 0)', 'cannot convert'));
});

describe('hashing', () => {
  it.each([
    "hashing.md5('').toHexString() == 'D41D8CD98F00B204E9800998ECF8427E'",
    "hashing.sha256('abc').toHexString() == 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD'",
    "hashing.crc32('123456789').toHexString() == 'CBF43926'",
    "hashing.crc32c('123456789').toHexString() == 'E3069283'",
    "hashing.md5(b'') == hashing.md5('')", // strings hash as their UTF-8 bytes
  ])('%s', (source) => expectTrue(source));

  it('rejects values that are neither strings nor bytes', () =>
    expectError('hashing.md5(1)', 'expected string or bytes'));
});

describe('latlng', () => {
  it.each([
    'latlng.value(48.85, 2.35).latitude() == 48.85 && latlng.value(48.85, 2.35).longitude() == 2.35',
    // Paris to London is about 344 km.
    'latlng.value(48.8566, 2.3522).distance(latlng.value(51.5074, -0.1278)) > 340000',
    'latlng.value(48.8566, 2.3522).distance(latlng.value(51.5074, -0.1278)) < 348000',
  ])('%s', (source) => expectTrue(source));

  it('refuses coordinates out of range', () => expectError('latlng.value(91, 0)', 'out of range'));
});

describe('conversions and debug', () => {
  it.each([
    "int('42') == 42 && int(3.9) == 3 && int(-3.9) == -3",
    "float('1.5') == 1.5 && float(2) == 2.0 && float(2) is float",
    "string(42) == '42' && string(true) == 'true' && string(null) == 'null' && string(1.0) == '1.0'",
    "bool('true') && !bool('false')",
    "path('/databases/d/documents/a/b') == /databases/d/documents/a/b",
    'debug(1 + 1) == 2',
  ])('%s', (source) => expectTrue(source));

  it.each([
    ["int('x')", 'Cannot convert'],
    ['int(1.0 / 0)', 'Cannot convert'],
    ["bool('yes')", 'Cannot convert'],
    ['nosuchfunction(1)', 'Function not found error: Name: [nosuchfunction].'],
    ['math.nosuch(1)', 'Function not found'],
  ])('%s is an error', (source, fragment) => expectError(source, fragment));

  it('returns the argument of debug() unchanged', () => {
    expect(evaluate("debug({'a': [1]})")).toEqual(evaluate("{'a': [1]}"));
  });
});

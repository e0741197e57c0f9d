// rules.List, rules.Set, rules.Map and rules.MapDiff methods, plus list/string indexing helpers.

import { RulesEvalError, evalErrors } from '../errors.js';
import {
  NULL,
  bool,
  display,
  equals,
  int,
  list,
  set,
  str,
  type MapValue,
  type RulesValue,
} from '../values.js';
import { arg, expectArity } from './args.js';

type Items = readonly RulesValue[];

function hasAll(items: Items, others: Items): boolean {
  return others.every((other) => items.some((item) => equals(item, other)));
}
function hasAny(items: Items, others: Items): boolean {
  return others.some((other) => items.some((item) => equals(item, other)));
}
function hasOnly(items: Items, others: Items): boolean {
  return items.every((item) => others.some((other) => equals(item, other)));
}
function without(items: Items, removed: Items): RulesValue[] {
  return items.filter((item) => !removed.some((other) => equals(item, other)));
}

/** Methods lists and sets share; their argument may be either a list or a set. */
function membershipMethod(
  fn: string,
  items: Items,
  name: string,
  args: Items,
): RulesValue | undefined {
  switch (name) {
    case 'size':
      expectArity(fn, args, 0);
      return int(BigInt(items.length));
    case 'hasAll':
      expectArity(fn, args, 1);
      return bool(hasAll(items, arg(fn, args, 0, 'list', 'set').items));
    case 'hasAny':
      expectArity(fn, args, 1);
      return bool(hasAny(items, arg(fn, args, 0, 'list', 'set').items));
    case 'hasOnly':
      expectArity(fn, args, 1);
      return bool(hasOnly(items, arg(fn, args, 0, 'list', 'set').items));
    default:
      return undefined;
  }
}

export function listMethod(items: Items, name: string, args: Items): RulesValue {
  const fn = `list.${name}`;
  const shared = membershipMethod(fn, items, name, args);
  if (shared) return shared;
  switch (name) {
    case 'concat':
      expectArity(fn, args, 1);
      return list([...items, ...arg(fn, args, 0, 'list').items]);
    case 'removeAll':
      expectArity(fn, args, 1);
      return list(without(items, arg(fn, args, 0, 'list', 'set').items));
    case 'join': {
      expectArity(fn, args, 1);
      const separator = arg(fn, args, 0, 'string').value;
      return str(items.map((item) => display(arg(fn, [item], 0, 'string'))).join(separator));
    }
    case 'toSet':
      expectArity(fn, args, 0);
      return set(items);
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

export function setMethod(items: Items, name: string, args: Items): RulesValue {
  const fn = `set.${name}`;
  const shared = membershipMethod(fn, items, name, args);
  if (shared) return shared;
  switch (name) {
    case 'difference':
      expectArity(fn, args, 1);
      return set(without(items, arg(fn, args, 0, 'set').items));
    case 'intersection': {
      expectArity(fn, args, 1);
      const others = arg(fn, args, 0, 'set').items;
      return set(items.filter((item) => others.some((other) => equals(item, other))));
    }
    case 'union':
      expectArity(fn, args, 1);
      return set([...items, ...arg(fn, args, 0, 'set').items]);
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

/** Operations that need every key fail on the partial `resource.data` of a list query. */
function entriesOf(value: MapValue): MapValue['entries'] {
  if (value.partial) {
    throw new RulesEvalError(
      'Property data is undefined on object. (A query cannot guarantee a rule that needs the whole document.)',
    );
  }
  return value.entries;
}

export function mapMethod(value: MapValue, name: string, args: Items): RulesValue {
  const fn = `map.${name}`;
  switch (name) {
    case 'size':
      expectArity(fn, args, 0);
      return int(BigInt(entriesOf(value).size));
    case 'keys':
      expectArity(fn, args, 0);
      return list([...entriesOf(value).keys()].map(str));
    case 'values':
      expectArity(fn, args, 0);
      return list([...entriesOf(value).values()]);
    case 'diff': {
      expectArity(fn, args, 1);
      const other = arg(fn, args, 0, 'map');
      entriesOf(value);
      entriesOf(other);
      return { type: 'mapDiff', left: value, right: other };
    }
    case 'get': {
      expectArity(fn, args, 2);
      const key = arg(fn, args, 0, 'string', 'list');
      const path = key.type === 'string' ? [key] : key.items;
      return lookupPath(value, path) ?? (args[1] as RulesValue);
    }
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

/** `map.get(['a', 'b'], default)`: walks nested maps; undefined when any step is missing. */
function lookupPath(value: MapValue, path: Items): RulesValue | undefined {
  let current: RulesValue = value;
  for (const step of path) {
    if (step.type !== 'string') {
      throw evalErrors.invalidArgument(
        'map.get',
        `Argument: [${display(step)}], expected string keys.`,
      );
    }
    if (current.type !== 'map') return undefined;
    const next: RulesValue | undefined = current.entries.get(step.value);
    if (next === undefined) {
      if (current.partial) throw evalErrors.unknownInQuery(step.value);
      return undefined;
    }
    current = next;
  }
  return current;
}

export function mapDiffMethod(
  left: MapValue,
  right: MapValue,
  name: string,
  args: Items,
): RulesValue {
  const fn = `map_diff.${name}`;
  expectArity(fn, args, 0);
  // `left.diff(right)`: added keys are in left only, removed keys in right only.
  const keys = (predicate: (key: string) => boolean, source: MapValue): RulesValue =>
    set([...source.entries.keys()].filter(predicate).map(str));
  const inLeft = (key: string): boolean => left.entries.has(key);
  const inRight = (key: string): boolean => right.entries.has(key);
  const changed = (key: string): boolean =>
    inLeft(key) &&
    inRight(key) &&
    !equals(left.entries.get(key) ?? NULL, right.entries.get(key) ?? NULL);
  switch (name) {
    case 'addedKeys':
      return keys((key) => !inRight(key), left);
    case 'removedKeys':
      return keys((key) => !inLeft(key), right);
    case 'changedKeys':
      return keys(changed, left);
    case 'unchangedKeys':
      return keys((key) => inRight(key) && !changed(key), left);
    case 'affectedKeys':
      return set([
        ...[...left.entries.keys()].filter((key) => !inRight(key) || changed(key)).map(str),
        ...[...right.entries.keys()].filter((key) => !inLeft(key)).map(str),
      ]);
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

export function listIndex(items: Items, index: bigint): RulesValue {
  if (index < 0n || index >= BigInt(items.length)) throw evalErrors.indexOutOfRange(String(index));
  return items[Number(index)] as RulesValue;
}

export function listRange(items: Items, start: bigint, end: bigint): RulesValue {
  if (start < 0n || end > BigInt(items.length) || start > end) {
    throw evalErrors.indexOutOfRange(`${start}:${end}`);
  }
  return list(items.slice(Number(start), Number(end)));
}

// "Rules are not filters": a list request is allowed only when the query's own constraints
// guarantee the rule for every document it could return. As production does, the rule is
// evaluated against a stand-in `resource` whose `data` holds only the fields the query pins with
// equality (`==`, `in`, IS_NULL, IS_NAN); every other field is unknown, so a rule that reads one
// errors and the query is refused. `array-contains` makes the array field a partial list known to
// hold the value (so `uid in resource.data.members` holds). An `in`, an `array-contains-any` or
// an OR gives several alternatives, each of which must satisfy the rule.

import type { JsonObject, JsonValue } from '../rpc/contract.js';
import { RulesEvalError } from './errors.js';
import { fromFirestoreValue } from './firestoreValues.js';
import type { RulesQuery } from './request.js';
import { equals, float, NULL, type MapValue, type RulesValue } from './values.js';

/** One field the query fixes to one of several values. */
export interface FieldPin {
  /** The field path split into segments (`a.b` → ['a', 'b']); `__name__` for the document name. */
  field: string[];
  /** The alternatives: the field equals one of them, or (`contains`) its array holds one. */
  values: RulesValue[];
  contains?: boolean;
}

/** One way a document can satisfy the query: a value for each pinned field. */
export type QueryAlternative = { field: string[]; value: RulesValue; contains?: boolean }[];

/** Firestore limits disjunctions to 30; this guards the product of several `in` filters. */
export const MAX_QUERY_ALTERNATIVES = 512;

function asObject(value: JsonValue | undefined): JsonObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

/** Splits a Firestore field path, honouring backtick-quoted segments (`` `a.b`.c ``). */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i] as string;
    if (quoted && char === '\\') {
      current += path[i + 1] ?? '';
      i += 1;
    } else if (char === '`') {
      quoted = !quoted;
    } else if (char === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  segments.push(current);
  return segments;
}

/** The filter as a disjunction of conjunctions of pins (disjunctive normal form). */
export function filterToDisjuncts(filter: JsonObject | undefined): FieldPin[][] {
  if (!filter) return [[]];
  const composite = asObject(filter.compositeFilter);
  if (composite) {
    const children = Array.isArray(composite.filters) ? composite.filters : [];
    const parts = children.map((child) => filterToDisjuncts(asObject(child)));
    if (composite.op === 'OR') return parts.flat();
    // AND (and the unspecified operator): every combination of the children's disjuncts.
    return parts.reduce<FieldPin[][]>(
      (acc, part) => acc.flatMap((left) => part.map((right) => [...left, ...right])),
      [[]],
    );
  }
  const field = asObject(filter.fieldFilter);
  if (field) {
    const path = parseFieldPath(String(asObject(field.field)?.fieldPath ?? ''));
    if (field.op === 'EQUAL') return [[{ field: path, values: [fromFirestoreValue(field.value)] }]];
    if (field.op === 'ARRAY_CONTAINS') {
      return [[{ field: path, values: [fromFirestoreValue(field.value)], contains: true }]];
    }
    if (field.op === 'IN' || field.op === 'ARRAY_CONTAINS_ANY') {
      const values = asObject(asObject(field.value)?.arrayValue)?.values;
      const alternatives = Array.isArray(values) ? values.map(fromFirestoreValue) : [];
      return [[{ field: path, values: alternatives, contains: field.op === 'ARRAY_CONTAINS_ANY' }]];
    }
    return [[]];
  }
  const unary = asObject(filter.unaryFilter);
  if (unary) {
    const path = parseFieldPath(String(asObject(unary.field)?.fieldPath ?? ''));
    if (unary.op === 'IS_NULL') return [[{ field: path, values: [NULL] }]];
    if (unary.op === 'IS_NAN') return [[{ field: path, values: [float(Number.NaN)] }]];
  }
  return [[]];
}

/** Every alternative document shape the filter allows, with contradictory ones dropped. */
export function queryAlternatives(filter: JsonObject | undefined): QueryAlternative[] {
  const alternatives: QueryAlternative[] = [];
  for (const conjunction of filterToDisjuncts(filter)) {
    // Intersect the values pinned for the same field (`a == 1 && a in [1, 2]` pins a to 1).
    const merged = new Map<string, FieldPin>();
    let contradictory = false;
    for (const pin of conjunction) {
      const key = JSON.stringify([pin.field, pin.contains === true]);
      const previous = merged.get(key);
      const values = previous
        ? previous.values.filter((value) => pin.values.some((other) => equals(value, other)))
        : pin.values;
      if (values.length === 0 && !pin.contains) contradictory = true;
      merged.set(key, {
        ...pin,
        values: pin.contains && previous ? [...previous.values, ...pin.values] : values,
      });
    }
    if (contradictory) continue;
    let combos: QueryAlternative[] = [[]];
    for (const pin of merged.values()) {
      combos = combos.flatMap((combo) =>
        pin.values.map((value) => [...combo, { field: pin.field, value, contains: pin.contains }]),
      );
      if (combos.length > MAX_QUERY_ALTERNATIVES) {
        throw new RulesEvalError(
          `The query has more than ${MAX_QUERY_ALTERNATIVES} alternatives to check.`,
        );
      }
    }
    alternatives.push(...combos);
  }
  return alternatives;
}

/** The partial `resource.data` for one alternative: pinned fields only, nested as maps. */
export function partialData(alternative: QueryAlternative): MapValue {
  const root: MapValue = { type: 'map', entries: new Map(), partial: true };
  // Equalities first, so that an array-contains on a field whose value is pinned adds nothing.
  const ordered = [...alternative].sort(
    (a, b) => Number(a.contains === true) - Number(b.contains === true),
  );
  for (const { field, value, contains } of ordered) {
    if (field.length === 1 && field[0] === '__name__') continue;
    let node = root;
    field.forEach((segment, i) => {
      const entries = node.entries as Map<string, RulesValue>;
      if (i === field.length - 1) {
        const existing = entries.get(segment);
        if (!contains) {
          entries.set(segment, value);
        } else if (existing === undefined) {
          entries.set(segment, { type: 'list', items: [value], partial: true });
        } else if (existing.type === 'list' && existing.partial) {
          entries.set(segment, { type: 'list', items: [...existing.items, value], partial: true });
        }
        return;
      }
      const next = entries.get(segment);
      if (next?.type === 'map') {
        node = next;
      } else {
        const child: MapValue = { type: 'map', entries: new Map(), partial: true };
        entries.set(segment, child);
        node = child;
      }
    });
  }
  return root;
}

/** The document name an alternative pins with `__name__ ==`, as path segments, if any. */
export function pinnedName(alternative: QueryAlternative): string[] | undefined {
  const pin = alternative.find(({ field }) => field.length === 1 && field[0] === '__name__');
  if (pin?.value.type !== 'path') return undefined;
  return [...pin.value.segments];
}

/** The query constraints of a structuredQuery (proto3 JSON), as evaluateRequest takes them. */
export function queryFromStructuredQuery(structuredQuery: JsonObject): RulesQuery {
  const query: RulesQuery = {};
  const limit = structuredQuery.limit;
  // limit is an Int32Value: proto3 JSON gives a number, or `{value}` from some encoders.
  const limitValue = typeof limit === 'number' ? limit : asObject(limit)?.value;
  if (typeof limitValue === 'number') query.limit = limitValue;
  if (typeof structuredQuery.offset === 'number') query.offset = structuredQuery.offset;
  if (Array.isArray(structuredQuery.orderBy)) {
    query.orderBy = structuredQuery.orderBy.map((order) => {
      const object = asObject(order) ?? {};
      const direction = object.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING';
      return { field: String(asObject(object.field)?.fieldPath ?? ''), direction };
    });
  }
  const where = asObject(structuredQuery.where);
  if (where) query.filters = where;
  return query;
}

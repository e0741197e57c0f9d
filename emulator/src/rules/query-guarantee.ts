// "Rules are not filters": a list request is allowed only when the query's own constraints
// guarantee the rule for every document it could return. As production does, the rule is
// evaluated against a stand-in `resource` whose `data` holds only the fields the query pins with
// equality (`==`, `in`, IS_NULL, IS_NAN); every other field is unknown, so a rule that reads one
// errors and the query is refused. `array-contains` makes the array field a partial list known to
// hold the value (so `uid in resource.data.members` holds). An `in`, an `array-contains-any` or
// an OR gives several alternatives, each of which must satisfy the rule. The filters are the
// compiled query's (firestore/filters.ts): the paths, operators and OR-of-ANDs expansion the query
// engine itself runs, so the guarantee is checked for exactly the documents the query returns.

import {
  disjuncts,
  operandValues,
  operatorKind,
  type FieldFilter,
  type FilterNode,
} from '../firestore/filters.js';
import { RulesEvalError } from './errors.js';
import { fromFirestoreValue } from './firestore-values.js';
import { equals, type MapValue, type RulesValue } from './values.js';

/** One field the query fixes to one of several values. */
interface FieldPin {
  /** The field path split into segments (`a.b` → ['a', 'b']); `__name__` for the document name. */
  field: string[];
  /** The alternatives: the field equals one of them, or (`contains`) its array holds one. */
  values: RulesValue[];
  contains?: boolean;
}

/** One way a document can satisfy the query: a value for each pinned field. */
export type QueryAlternative = { field: string[]; value: RulesValue; contains?: boolean }[];

/** Firestore limits disjunctions to 30; this guards the product of several `in` filters. */
const MAX_QUERY_ALTERNATIVES = 512;

/** What a field filter pins: equalities and array-contains do, ranges and `!=` pin nothing. */
function pinOf(filter: FieldFilter): FieldPin | undefined {
  const field = filter.field.segments;
  const values = (): RulesValue[] => operandValues(filter).map(fromFirestoreValue);
  switch (operatorKind(filter.op)) {
    case 'equality':
      return { field, values: values() };
    case 'contains':
      return { field, values: values(), contains: true };
    case 'inequality':
      return undefined;
  }
}

/** Every alternative document shape the filter allows, with contradictory ones dropped. */
export function queryAlternatives(filter: FilterNode | undefined): QueryAlternative[] {
  const alternatives: QueryAlternative[] = [];
  for (const conjunction of disjuncts(filter)) {
    // Intersect the values pinned for the same field (`a == 1 && a in [1, 2]` pins a to 1).
    const merged = new Map<string, FieldPin>();
    let contradictory = false;
    for (const pin of conjunction.map(pinOf)) {
      if (!pin) continue;
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

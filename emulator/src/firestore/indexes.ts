// Index enforcement, which Google's emulator lacks: a query production would reject without a
// composite index (or a collection-group single-field index) fails with FAILED_PRECONDITION and
// names what to add to firestore.indexes.json. It is on when an indexes file is configured (the
// site always configures one) and off without one or when turned off, as in Google's emulator,
// so suites written against that emulator run unchanged. Production's rules of thumb:
// - single-field indexes exist for collection scope unless an override exempts the field;
//   collection-group scope needs an explicit fieldOverride;
// - equality-only queries are served by merging single-field indexes;
// - an equality/array-contains filter together with an order (explicit or implied by an
//   inequality) on another field, or orders on two or more fields, need a composite index;
// - OR queries need what each of their disjuncts needs.
import { readFileSync, statSync } from 'node:fs';
import { Code, RpcError } from '../rpc/contract.js';
import { DOCUMENT_NAME_FIELD } from './paths.js';
import type { CompiledQuery, FilterNode } from './query.js';

type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

interface CompositeIndex {
  collectionGroup: string;
  queryScope?: QueryScope;
  fields: IndexField[];
}

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: string; arrayConfig?: string; queryScope?: QueryScope }[];
}

interface IndexesFile {
  indexes?: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

/** What one disjunct of a query needs from an index. */
interface Requirement {
  equalities: { fieldPath: string; arrayContains: boolean }[];
  orders: { fieldPath: string; descending: boolean }[];
}

const EQUALITY_OPS = new Set(['EQUAL', 'IN']);
const ARRAY_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
type FieldFilter = Extract<FilterNode, { kind: 'field' }>;

/** The filter in disjunctive normal form: a list of AND-ed field filter lists. */
function disjuncts(node: FilterNode | undefined): FieldFilter[][] {
  if (!node) return [[]];
  if (node.kind === 'field') return [[node]];
  const children = node.filters.map(disjuncts);
  if (node.op === 'OR') return children.flat();
  return children.reduce<FieldFilter[][]>(
    (product, child) => product.flatMap((left) => child.map((right) => [...left, ...right])),
    [[]],
  );
}

function requirementOf(query: CompiledQuery, filters: FieldFilter[]): Requirement {
  const equalities = new Map<string, boolean>();
  for (const filter of filters) {
    if (filter.field.path === DOCUMENT_NAME_FIELD) continue;
    if (ARRAY_OPS.has(filter.op)) equalities.set(filter.field.path, true);
    else if (EQUALITY_OPS.has(filter.op) && !equalities.has(filter.field.path)) {
      equalities.set(filter.field.path, false);
    }
  }
  const orders = query.order
    .filter((term) => term.field.path !== DOCUMENT_NAME_FIELD)
    .filter((term) => equalities.get(term.field.path) !== false)
    .map((term) => ({ fieldPath: term.field.path, descending: term.descending }));
  return {
    equalities: [...equalities].map(([fieldPath, arrayContains]) => ({ fieldPath, arrayContains })),
    orders,
  };
}

function needsComposite(requirement: Requirement): boolean {
  const { equalities, orders } = requirement;
  if (orders.length >= 2) return true;
  if (orders.length === 1) {
    return equalities.some((equality) => equality.fieldPath !== orders[0]?.fieldPath);
  }
  return false;
}

function suggestedIndex(query: CompiledQuery, requirement: Requirement): CompositeIndex {
  return {
    collectionGroup: query.collectionId,
    queryScope: query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    fields: [
      ...requirement.equalities.map((equality): IndexField =>
        equality.arrayContains
          ? { fieldPath: equality.fieldPath, arrayConfig: 'CONTAINS' }
          : { fieldPath: equality.fieldPath, order: 'ASCENDING' },
      ),
      ...requirement.orders.map((order): IndexField => ({
        fieldPath: order.fieldPath,
        order: order.descending ? 'DESCENDING' : 'ASCENDING',
      })),
    ],
  };
}

function serves(index: CompositeIndex, query: CompiledQuery, requirement: Requirement): boolean {
  const scope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  if (
    index.collectionGroup !== query.collectionId ||
    (index.queryScope ?? 'COLLECTION') !== scope
  ) {
    return false;
  }
  const fields = index.fields.filter((field) => field.fieldPath !== DOCUMENT_NAME_FIELD);
  const { equalities, orders } = requirement;
  if (fields.length !== equalities.length + orders.length) return false;
  const prefix = fields.slice(0, equalities.length);
  for (const equality of equalities) {
    const match = prefix.find((field) => field.fieldPath === equality.fieldPath);
    if (!match) return false;
    if (equality.arrayContains !== (match.arrayConfig === 'CONTAINS')) return false;
  }
  return orders.every((order, position) => {
    const field = fields[equalities.length + position];
    return (
      field?.fieldPath === order.fieldPath &&
      field.order === (order.descending ? 'DESCENDING' : 'ASCENDING')
    );
  });
}

export class IndexEnforcer {
  private loaded: IndexesFile = {};
  private loadedMtime = -1;

  /**
   * `path` undefined: no composite indexes are defined (single-field ones still are).
   * `enforcing` false: every query is accepted, as Google's emulator accepts them.
   */
  constructor(
    private readonly path: string | undefined,
    readonly enforcing: boolean = path !== undefined,
  ) {
    this.reload();
  }

  /** Re-reads the file when it changed, so editing it needs no restart. */
  private reload(): void {
    if (!this.path) return;
    let mtime: number;
    try {
      mtime = statSync(this.path).mtimeMs;
    } catch {
      this.loaded = {};
      return;
    }
    if (mtime === this.loadedMtime) return;
    try {
      this.loaded = JSON.parse(readFileSync(this.path, 'utf8')) as IndexesFile;
      this.loadedMtime = mtime;
    } catch (error) {
      throw new RpcError(
        Code.FAILED_PRECONDITION,
        `Cannot read ${this.path}: ${(error as Error).message}`,
      );
    }
  }

  /** Throws FAILED_PRECONDITION naming the index to add when production would reject. */
  check(query: CompiledQuery): void {
    if (!this.enforcing) return;
    this.reload();
    for (const filters of disjuncts(query.filter)) {
      const requirement = requirementOf(query, filters);
      if (needsComposite(requirement)) {
        const indexes = this.loaded.indexes ?? [];
        if (indexes.some((index) => serves(index, query, requirement))) continue;
        const snippet = JSON.stringify(suggestedIndex(query, requirement), null, 2);
        throw new RpcError(
          Code.FAILED_PRECONDITION,
          `The query requires an index. Add this to "indexes" in firestore.indexes.json:\n${snippet}`,
        );
      }
      this.checkSingleFields(query, requirement);
    }
  }

  private checkSingleFields(query: CompiledQuery, requirement: Requirement): void {
    const scope: QueryScope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
    const needed = [
      ...requirement.equalities.map((equality) => ({
        fieldPath: equality.fieldPath,
        arrayContains: equality.arrayContains,
        descending: false,
      })),
      ...requirement.orders.map((order) => ({
        fieldPath: order.fieldPath,
        arrayContains: false,
        descending: order.descending,
      })),
    ];
    for (const field of needed) {
      const override = (this.loaded.fieldOverrides ?? []).find(
        (candidate) =>
          candidate.collectionGroup === query.collectionId &&
          candidate.fieldPath === field.fieldPath,
      );
      if (!override && scope === 'COLLECTION') continue;
      const available = (override?.indexes ?? []).some(
        (index) =>
          (index.queryScope ?? 'COLLECTION') === scope &&
          (field.arrayContains
            ? index.arrayConfig === 'CONTAINS'
            : index.order !== undefined &&
              (requirement.equalities.some((e) => e.fieldPath === field.fieldPath) ||
                index.order === (field.descending ? 'DESCENDING' : 'ASCENDING'))),
      );
      if (available) continue;
      const snippet = JSON.stringify(
        {
          collectionGroup: query.collectionId,
          fieldPath: field.fieldPath,
          indexes: [
            { order: 'ASCENDING', queryScope: 'COLLECTION' },
            { order: 'DESCENDING', queryScope: 'COLLECTION' },
            { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
            field.arrayContains
              ? { arrayConfig: 'CONTAINS', queryScope: scope }
              : { order: field.descending ? 'DESCENDING' : 'ASCENDING', queryScope: scope },
          ].filter(
            (entry, position, all) =>
              all.findIndex((other) => JSON.stringify(other) === JSON.stringify(entry)) ===
              position,
          ),
        },
        null,
        2,
      );
      throw new RpcError(
        Code.FAILED_PRECONDITION,
        `The query requires a ${scope} single-field index on ${field.fieldPath}. Add this to "fieldOverrides" in firestore.indexes.json:\n${snippet}`,
      );
    }
  }
}

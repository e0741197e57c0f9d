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
// - OR queries need what each of their disjuncts needs;
// - a vector search (findNearest) needs a vector index: its filter fields, then the vector field
//   with a `vectorConfig` of the query vector's dimension.
// The same planning names the indexes a query uses, for query explain's plan summary.
import { readFileSync, statSync } from 'node:fs';
import { Code, RpcError } from '../rpc/contract.js';
import { DOCUMENT_NAME_FIELD } from './paths.js';
import { disjuncts, fieldFilters, operatorKind, type FieldFilter } from './filters.js';
import type { CompiledQuery } from './query.js';

type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
  vectorConfig?: { dimension: number; flat?: Record<string, never> };
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
  /**
   * A TTL policy on this field. Accepted and otherwise ignored: like Google's emulator, this one
   * never deletes expired documents (docs/emulator.md).
   */
  ttl?: boolean;
}

interface IndexesFile {
  indexes?: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

/** An index a query uses, named as production's query explain names it (its Struct's keys). */
export interface IndexUse {
  query_scope: 'Collection' | 'Collection group';
  /** The index's fields, e.g. `(composer ASC, year DESC, __name__ DESC)`. */
  properties: string;
}

export interface QueryPlan {
  indexesUsed: IndexUse[];
  /** The refusal production would send for want of an index (thrown when enforcing). */
  missing: RpcError | undefined;
}

/** What one disjunct of a query needs from an index. */
interface Requirement {
  equalities: { fieldPath: string; arrayContains: boolean }[];
  orders: { fieldPath: string; descending: boolean }[];
}

function requirementOf(query: CompiledQuery, filters: FieldFilter[]): Requirement {
  const equalities = new Map<string, boolean>();
  for (const filter of filters) {
    if (filter.field.path === DOCUMENT_NAME_FIELD) continue;
    const kind = operatorKind(filter.op);
    if (kind === 'contains') equalities.set(filter.field.path, true);
    else if (kind === 'equality' && !equalities.has(filter.field.path)) {
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

function scopeOf(query: CompiledQuery): QueryScope {
  return query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
}

function indexUse(query: CompiledQuery, fields: IndexField[]): IndexUse {
  const ordered = fields.filter((field) => !field.vectorConfig);
  const named = ordered.find((field) => field.fieldPath === DOCUMENT_NAME_FIELD);
  const describe = (field: IndexField): string =>
    `${field.fieldPath} ${
      field.arrayConfig ? 'ARRAY_CONTAINS' : field.order === 'DESCENDING' ? 'DESC' : 'ASC'
    }`;
  const parts = ordered.map(describe);
  // Every index ends with __name__, in the direction of the field before it.
  if (!named) {
    const direction = ordered.at(-1)?.order === 'DESCENDING' ? 'DESC' : 'ASC';
    parts.push(`${DOCUMENT_NAME_FIELD} ${direction}`);
  }
  for (const vector of fields.filter((field) => field.vectorConfig)) {
    parts.push(`${vector.fieldPath} VECTOR<${vector.vectorConfig?.dimension ?? 0}>`);
  }
  return {
    query_scope: scopeOf(query) === 'COLLECTION' ? 'Collection' : 'Collection group',
    properties: `(${parts.join(', ')})`,
  };
}

/** The single-field indexes a query without a composite one merges: one per field, or __name__. */
function singleFieldUses(query: CompiledQuery, requirement: Requirement): IndexUse[] {
  const uses = [
    ...requirement.equalities.map((equality) =>
      indexUse(query, [
        equality.arrayContains
          ? { fieldPath: equality.fieldPath, arrayConfig: 'CONTAINS' }
          : { fieldPath: equality.fieldPath, order: 'ASCENDING' },
      ]),
    ),
    ...requirement.orders
      .filter((order) => !requirement.equalities.some((e) => e.fieldPath === order.fieldPath))
      .map((order) =>
        indexUse(query, [
          { fieldPath: order.fieldPath, order: order.descending ? 'DESCENDING' : 'ASCENDING' },
        ]),
      ),
  ];
  if (uses.length > 0) return uses;
  const descending = query.order.at(-1)?.descending ?? false;
  return [
    indexUse(query, [
      { fieldPath: DOCUMENT_NAME_FIELD, order: descending ? 'DESCENDING' : 'ASCENDING' },
    ]),
  ];
}

/** What a vector search needs: its filter fields (any order), then the vector field. */
interface VectorRequirement {
  prefix: { fieldPath: string; arrayContains: boolean }[];
  fieldPath: string;
  dimension: number;
}

function vectorRequirement(query: CompiledQuery): VectorRequirement {
  const prefix = new Map<string, boolean>();
  for (const filter of fieldFilters(query.filter)) {
    if (filter.field.path === DOCUMENT_NAME_FIELD) continue;
    prefix.set(
      filter.field.path,
      prefix.get(filter.field.path) === true || operatorKind(filter.op) === 'contains',
    );
  }
  const nearest = query.nearest as NonNullable<CompiledQuery['nearest']>;
  return {
    prefix: [...prefix].map(([fieldPath, arrayContains]) => ({ fieldPath, arrayContains })),
    fieldPath: nearest.field.path,
    dimension: nearest.queryVector.length,
  };
}

function vectorIndexFields(requirement: VectorRequirement): IndexField[] {
  return [
    ...requirement.prefix.map(({ fieldPath, arrayContains }): IndexField =>
      arrayContains ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: 'ASCENDING' },
    ),
    {
      fieldPath: requirement.fieldPath,
      vectorConfig: { dimension: requirement.dimension, flat: {} },
    },
  ];
}

function servesVector(
  index: CompositeIndex,
  query: CompiledQuery,
  requirement: VectorRequirement,
): boolean {
  if (index.collectionGroup !== query.collectionId) return false;
  if ((index.queryScope ?? 'COLLECTION') !== scopeOf(query)) return false;
  const fields = index.fields.filter((field) => field.fieldPath !== DOCUMENT_NAME_FIELD);
  const vector = fields.at(-1);
  if (
    vector?.fieldPath !== requirement.fieldPath ||
    vector.vectorConfig?.dimension !== requirement.dimension
  ) {
    return false;
  }
  const prefix = fields.slice(0, -1);
  return (
    prefix.length === requirement.prefix.length &&
    requirement.prefix.every((needed) =>
      prefix.some(
        (field) =>
          field.fieldPath === needed.fieldPath &&
          needed.arrayContains === (field.arrayConfig === 'CONTAINS'),
      ),
    )
  );
}

function missingIndex(kind: 'composite' | 'vector', index: CompositeIndex): RpcError {
  const snippet = JSON.stringify(index, null, 2);
  const what = kind === 'vector' ? 'a vector index' : 'an index';
  return new RpcError(
    Code.FAILED_PRECONDITION,
    `The query requires ${what}. Add this to "indexes" in firestore.indexes.json:\n${snippet}`,
  );
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

  /** When enforcing, throws FAILED_PRECONDITION naming the index to add if production would. */
  check(query: CompiledQuery): void {
    if (!this.enforcing) return;
    const { missing } = this.plan(query);
    if (missing) throw missing;
  }

  /**
   * The indexes production would use for the query (declared ones, else the ones it would need)
   * and, when one is missing, the refusal.
   */
  plan(query: CompiledQuery): QueryPlan {
    this.reload();
    const declared = this.loaded.indexes ?? [];
    if (query.nearest) {
      const requirement = vectorRequirement(query);
      const index = declared.find((candidate) => servesVector(candidate, query, requirement));
      const fields = index?.fields ?? vectorIndexFields(requirement);
      return {
        indexesUsed: [indexUse(query, fields)],
        missing: index
          ? undefined
          : missingIndex('vector', {
              collectionGroup: query.collectionId,
              queryScope: scopeOf(query),
              fields,
            }),
      };
    }
    const uses = new Map<string, IndexUse>();
    let missing: RpcError | undefined;
    for (const filters of disjuncts(query.filter)) {
      const requirement = requirementOf(query, filters);
      let used: IndexUse[];
      if (needsComposite(requirement)) {
        const index = declared.find((candidate) => serves(candidate, query, requirement));
        const suggested = suggestedIndex(query, requirement);
        used = [indexUse(query, (index ?? suggested).fields)];
        if (!index) missing ??= missingIndex('composite', suggested);
      } else {
        used = singleFieldUses(query, requirement);
        missing ??= this.missingSingleField(query, requirement);
      }
      for (const use of used) uses.set(`${use.query_scope} ${use.properties}`, use);
    }
    return { indexesUsed: [...uses.values()], missing };
  }

  private missingSingleField(query: CompiledQuery, requirement: Requirement): RpcError | undefined {
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
      return new RpcError(
        Code.FAILED_PRECONDITION,
        `The query requires a ${scope} single-field index on ${field.fieldPath}. Add this to "fieldOverrides" in firestore.indexes.json:\n${snippet}`,
      );
    }
    return undefined;
  }
}

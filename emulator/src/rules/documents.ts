// get(), exists(), getAfter() and existsAfter(): reads of other documents from rules, with
// production's per-request limit on document access calls.

import { RulesEvalError, evalErrors } from './errors.js';
import { fromFirestoreFields, type FirestoreFields } from './firestore-values.js';
import { str, type MapValue, type RulesValue } from './values.js';

/**
 * What the data plane provides: synchronous reads of a document's fields by its path relative to
 * the database's documents root (`users/u1`), or null when it does not exist. `getAfter` sees the
 * state as if the request's writes had been applied; without it, getAfter() is an error.
 */
export interface RulesDataAccess {
  get(path: string): FirestoreFields | null;
  getAfter?(path: string): FirestoreFields | null;
}

/** Production's limits: 10 for single-document requests and queries, 20 for batches. */
export const SINGLE_REQUEST_ACCESS_LIMIT = 10;
export const MULTI_DOCUMENT_ACCESS_LIMIT = 20;

/**
 * Counts distinct documents read by rules. Reads of a document already read in the request are
 * served from the request's cache and do not count again. A data plane evaluating the writes of
 * one batch or transaction passes the same budget to every evaluateRequest call.
 */
export class DocumentAccessBudget {
  private readonly seen = new Set<string>();

  constructor(readonly limit: number = SINGLE_REQUEST_ACCESS_LIMIT) {}

  charge(key: string): void {
    if (this.seen.has(key)) return;
    if (this.seen.size >= this.limit) throw evalErrors.accessLimit(this.limit);
    this.seen.add(key);
  }

  get used(): number {
    return this.seen.size;
  }
}

/** The `resource` shape rules see for a stored document: data, id and __name__. */
export function resourceValue(
  database: string,
  documentPath: readonly string[],
  fields: MapValue,
): MapValue {
  const name: RulesValue = {
    type: 'path',
    segments: ['databases', database, 'documents', ...documentPath],
  };
  return {
    type: 'map',
    entries: new Map<string, RulesValue>([
      ['data', fields],
      ['id', str(documentPath[documentPath.length - 1] ?? '')],
      ['__name__', name],
    ]),
  };
}

export class DocumentReader {
  constructor(
    private readonly data: RulesDataAccess,
    private readonly database: string,
    private readonly budget: DocumentAccessBudget,
    private readonly allowAfter: boolean,
  ) {}

  /** `/databases/{db}/documents/a/b` → `['a', 'b']`, checking it names a document here. */
  private documentPath(fn: string, path: RulesValue | undefined): string[] {
    if (path?.type !== 'path') {
      throw evalErrors.invalidArgument(fn, 'Argument: expected a path.');
    }
    const [databases, database, documents, ...rest] = path.segments;
    if (
      databases !== 'databases' ||
      documents !== 'documents' ||
      rest.length === 0 ||
      rest.length % 2 !== 0
    ) {
      throw evalErrors.invalidArgument(
        fn,
        `Argument: [/${path.segments.join('/')}] is not a document path.`,
      );
    }
    if (database !== this.database) {
      throw new RulesEvalError(`${fn}: cross-database reads are not supported (${database}).`);
    }
    return rest;
  }

  private read(
    fn: string,
    path: RulesValue | undefined,
    after: boolean,
  ): { segments: string[]; fields: FirestoreFields | null } {
    const segments = this.documentPath(fn, path);
    const key = segments.join('/');
    if (after && (!this.allowAfter || !this.data.getAfter)) {
      throw new RulesEvalError(`${fn}() is only available for write requests.`);
    }
    this.budget.charge(`${after ? 'after' : 'before'}:${key}`);
    const fields = after ? (this.data.getAfter?.(key) ?? null) : this.data.get(key);
    return { segments, fields };
  }

  /** get(): a missing document is an error, as production reports it (not a null value). */
  get(path: RulesValue | undefined, after: boolean): RulesValue {
    const fn = after ? 'getAfter' : 'get';
    const { segments, fields } = this.read(fn, path, after);
    if (fields === null) throw evalErrors.nullValue();
    return resourceValue(this.database, segments, fromFirestoreFields(fields));
  }

  exists(path: RulesValue | undefined, after: boolean): boolean {
    return this.read(after ? 'existsAfter' : 'exists', path, after).fields !== null;
  }
}

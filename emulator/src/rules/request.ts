// The request model the data plane hands to the rules engine, and its translation into the
// `request` and `resource` variables rules see.

import type { FilterNode } from '../firestore/filters.js';
import type { JsonObject, JsonValue } from '../rpc/contract.js';
import { resourceValue } from './documents.js';
import { fromFirestoreFields, parseTimestamp, type FirestoreFields } from './firestore-values.js';
import {
  NULL,
  bool,
  float,
  int,
  list,
  map,
  mapOf,
  str,
  type MapValue,
  type RulesValue,
} from './values.js';

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface RulesAuth {
  uid: string;
  /** The decoded ID token's claims (custom claims included), as plain JSON. */
  token: JsonObject;
}

export interface RulesQuery {
  limit?: number;
  offset?: number;
  /** Field paths of the query's explicit orderings, in order. */
  orderBy?: { field: string; direction?: 'ASCENDING' | 'DESCENDING' }[];
  /** The query's compiled `where` filter, if any (firestore/filters.ts). */
  filter?: FilterNode;
}

export interface RulesRequest {
  method: RulesMethod;
  /**
   * The document path under `/databases/{database}/documents` (`users/u1`); for `list`, the
   * collection path (`users`). With `collectionGroup`, the query's parent path followed by the
   * collection id (`posts` for the whole database, `forums/f1/posts` below one forum).
   */
  path: string;
  /** Defaults to `(default)`. */
  database?: string;
  auth: RulesAuth | null;
  /** The stored document's fields, or null when it does not exist (ignored for list). */
  resource: FirestoreFields | null;
  /** The document as it would be after the write (create/update); null for delete and reads. */
  requestResource?: FirestoreFields | null;
  /** Request time: an RFC 3339 string or a Date. */
  time: string | Date;
  /** For list: the query's constraints. */
  query?: RulesQuery;
  /** For list: a collection group query over every collection with this id. */
  collectionGroup?: boolean;
}

export const DEFAULT_DATABASE = '(default)';

export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Plain JSON (token claims) as rules values: whole numbers become ints, like production. */
export function fromJson(value: JsonValue): RulesValue {
  if (value === null) return NULL;
  if (typeof value === 'boolean') return bool(value);
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? int(BigInt(value)) : float(value);
  }
  if (typeof value === 'string') return str(value);
  if (Array.isArray(value)) return list(value.map(fromJson));
  return map(new Map(Object.entries(value).map(([key, item]) => [key, fromJson(item)])));
}

function timeNanos(time: string | Date): bigint {
  if (time instanceof Date) return BigInt(time.getTime()) * 1_000_000n;
  return parseTimestamp(time);
}

function queryValue(query: RulesQuery | undefined): RulesValue {
  if (!query) return NULL;
  const first = query.orderBy?.[0];
  return mapOf({
    limit: query.limit === undefined ? NULL : int(BigInt(Math.trunc(query.limit))),
    offset: query.offset === undefined ? NULL : int(BigInt(Math.trunc(query.offset))),
    orderBy: first ? str(first.field) : NULL,
  });
}

/** The `request` variable, given the value `request.resource` should hold. */
export function requestValue(request: RulesRequest, database: string): MapValue {
  const segments = ['databases', database, 'documents', ...splitPath(request.path)];
  const requestResource =
    request.requestResource && request.method !== 'delete'
      ? resourceValue(
          database,
          splitPath(request.path),
          fromFirestoreFields(request.requestResource),
        )
      : NULL;
  return mapOf({
    auth: request.auth
      ? mapOf({ uid: str(request.auth.uid), token: fromJson(request.auth.token) })
      : NULL,
    method: str(request.method),
    path: { type: 'path', segments },
    time: { type: 'timestamp', nanos: timeNanos(request.time) },
    resource: requestResource,
    query: queryValue(request.method === 'list' ? request.query : undefined),
  });
}

/** The `resource` variable for single-document requests. */
export function existingResourceValue(request: RulesRequest, database: string): RulesValue {
  if (!request.resource) return NULL;
  return resourceValue(database, splitPath(request.path), fromFirestoreFields(request.resource));
}

// Reads under rules: a `get` per document (BatchGetDocuments, GetDocument, Listen document
// targets) and a `list` per query (RunQuery, RunAggregationQuery, Listen query targets), where
// "rules are not filters": a query is refused unless its constraints guarantee the rule.
import type { CallContext } from '../../rpc/contract.js';
import { listRequestForQuery } from '../../rules/index.js';
import type { ParsedTarget } from '../listen.js';
import type { CompiledQuery } from '../query.js';
import type { EmulatorState } from '../state.js';
import { decideOrThrow, readRequestTime, rulesCallFor, storedDocuments } from './decide.js';

/** Throws PERMISSION_DENIED unless rules allow `get` on every one of `paths`. */
export function authorizeGets(
  state: EmulatorState,
  context: CallContext,
  database: string,
  paths: readonly string[],
): void {
  const call = rulesCallFor(state, context, database);
  if (!call) return;
  const time = readRequestTime(state);
  const data = storedDocuments(state, database);
  for (const path of paths) {
    const resource = state.store.get(database, path)?.fields ?? null;
    decideOrThrow(call, { method: 'get', path, resource, time }, data);
  }
}

/** Throws PERMISSION_DENIED unless rules allow `list` for every document the query may return. */
export function authorizeQuery(
  state: EmulatorState,
  context: CallContext,
  query: CompiledQuery,
): void {
  const call = rulesCallFor(state, context, query.database);
  if (!call) return;
  const request = listRequestForQuery(query, call.auth, readRequestTime(state));
  decideOrThrow(call, request, storedDocuments(state, query.database));
}

/** A Listen addTarget, parsed: `get` for each document of a documents target, `list` for a query. */
export function authorizeListenTarget(
  state: EmulatorState,
  context: CallContext,
  database: string,
  target: ParsedTarget,
): void {
  if (target.documents) authorizeGets(state, context, database, [...target.documents]);
  else if (target.query) authorizeQuery(state, context, target.query);
}

// Reads under rules: a `get` per document (BatchGetDocuments, GetDocument, Listen document
// targets) and a `list` per query (RunQuery, RunAggregationQuery, Listen query targets), where
// "rules are not filters": a query is refused unless its constraints guarantee the rule.
import type { CallContext, JsonObject } from '../../rpc/contract.js';
import { listRequestFromRunQuery } from '../../rules/index.js';
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
  database: string,
  parent: unknown,
  structuredQuery: unknown,
): void {
  const call = rulesCallFor(state, context, database);
  if (!call) return;
  const request = listRequestFromRunQuery({
    parent: String(parent ?? ''),
    structuredQuery: (structuredQuery ?? {}) as JsonObject,
    auth: call.auth,
    time: readRequestTime(state),
  });
  decideOrThrow(call, request, storedDocuments(state, database));
}

/** A Listen addTarget: `get` for each document of a documents target, `list` for a query. */
export function authorizeListenTarget(
  state: EmulatorState,
  context: CallContext,
  database: string,
  target: JsonObject,
): void {
  const documents = target.documents as JsonObject | undefined;
  const query = target.query as JsonObject | undefined;
  if (documents) {
    const names = (documents.documents as string[] | undefined) ?? [];
    const root = `${database}/documents/`;
    // Malformed names are left to the Listen session, which reports them as it always has.
    const paths = names
      .filter((name) => name.startsWith(root))
      .map((name) => name.slice(root.length));
    authorizeGets(state, context, database, paths);
  } else if (query) {
    authorizeQuery(state, context, database, query.parent, query.structuredQuery);
  }
}

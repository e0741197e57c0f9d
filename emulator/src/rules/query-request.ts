// Builds the list request for a compiled query (RunQuery, RunAggregationQuery, a Listen query
// target), so the data plane asks the rules engine about the query it is about to run, parsed
// once by the query compiler, rather than about its JSON.

import { parseDatabaseName } from '../firestore/paths.js';
import type { CompiledQuery } from '../firestore/query.js';
import type { RulesAuth, RulesQuery, RulesRequest } from './request.js';

/** `request.query`'s limit, offset and orderBy, and the filter the guarantee reads. */
export function rulesQueryOf(query: CompiledQuery): RulesQuery {
  const rules: RulesQuery = {};
  if (query.limit !== undefined) rules.limit = query.limit;
  // proto3 cannot tell an offset of 0 from none (gRPC never sends it): both are null to rules.
  if (query.offset !== 0) rules.offset = query.offset;
  if (query.explicitOrder.length > 0) {
    rules.orderBy = query.explicitOrder.map((term) => ({
      field: term.field.path,
      direction: term.descending ? 'DESCENDING' : 'ASCENDING',
    }));
  }
  if (query.filter) rules.filter = query.filter;
  return rules;
}

export function listRequestForQuery(
  query: CompiledQuery,
  auth: RulesAuth | null,
  time: string | Date,
): RulesRequest {
  return {
    method: 'list',
    path: query.parent === '' ? query.collectionId : `${query.parent}/${query.collectionId}`,
    database: parseDatabaseName(query.database).databaseId,
    auth,
    resource: null,
    time,
    query: rulesQueryOf(query),
    collectionGroup: query.allDescendants,
  };
}

// Builds the list request for a RunQuery call straight from its proto3 JSON, so the data plane
// can ask the rules engine about a query without translating it by hand.

import type { JsonObject, JsonValue } from '../rpc/contract.js';
import { referenceToSegments } from './firestoreValues.js';
import { queryFromStructuredQuery } from './queryGuarantee.js';
import type { RulesAuth, RulesRequest } from './request.js';

export interface RunQueryInput {
  /** RunQueryRequest.parent: `projects/{p}/databases/{d}/documents[/{document path}]`. */
  parent: string;
  /** RunQueryRequest.structuredQuery in proto3 JSON. */
  structuredQuery: JsonObject;
  auth: RulesAuth | null;
  time: string | Date;
}

function asObject(value: JsonValue | undefined): JsonObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function listRequestFromRunQuery(input: RunQueryInput): RulesRequest {
  const [, database = '(default)', , ...parentPath] = referenceToSegments(input.parent);
  const from = Array.isArray(input.structuredQuery.from)
    ? asObject(input.structuredQuery.from[0])
    : undefined;
  const collectionId = String(from?.collectionId ?? '');
  return {
    method: 'list',
    path: [...parentPath, collectionId].join('/'),
    database,
    auth: input.auth,
    resource: null,
    time: input.time,
    query: queryFromStructuredQuery(input.structuredQuery),
    collectionGroup: from?.allDescendants === true,
  };
}

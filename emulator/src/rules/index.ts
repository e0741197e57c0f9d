// The rules engine's public API: parse a rules file once, then decide requests against it.
// Pure and synchronous: the data plane supplies documents through RulesDataAccess.

export type { Ruleset } from './ast.js';
export { RulesSyntaxError } from './errors.js';
export { parseRules, parseExpression } from './parser.js';
export { evaluateRequest, type EvaluateOptions } from './decision.js';
export {
  DocumentAccessBudget,
  MULTI_DOCUMENT_ACCESS_LIMIT,
  SINGLE_REQUEST_ACCESS_LIMIT,
  type RulesDataAccess,
} from './documents.js';
export type { RulesAuth, RulesMethod, RulesRequest } from './request.js';
export type { FirestoreFields } from './firestore-values.js';
export { queryAlternatives } from './query-guarantee.js';
export { evaluateExpression } from './expression.js';
export type { RulesValue } from './values.js';
export { listRequestForQuery, rulesQueryOf } from './query-request.js';
export {
  evaluateStorageRequest,
  type StorageRulesMethod,
  type StorageRulesObject,
  type StorageRulesRequest,
} from './storage-request.js';

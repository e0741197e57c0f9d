// Decides a request: finds the match blocks for its path, evaluates the allow statements that
// cover its method, and grants it if any is true. A denial names each failed statement the way
// production does (`false for 'update' @ L12`, `Null value error. for 'list' @ L5`).

import type { Ruleset } from './ast.js';
import {
  DocumentAccessBudget,
  DocumentReader,
  SINGLE_REQUEST_ACCESS_LIMIT,
  type RulesDataAccess,
} from './documents.js';
import { RulesEvalError } from './errors.js';
import { Evaluator } from './evaluator.js';
import { allowsMethod, findMatches, type TargetSegment } from './matcher.js';
import {
  partialData,
  pinnedName,
  queryAlternatives,
  type QueryAlternative,
} from './query-guarantee.js';
import {
  DEFAULT_DATABASE,
  existingResourceValue,
  requestValue,
  splitPath,
  type RulesRequest,
} from './request.js';
import { Scope } from './scope.js';
import { str, type MapValue, type RulesValue } from './values.js';

export type RulesDecision = { allowed: true } | { allowed: false; message: string };

export interface EvaluateOptions {
  /**
   * Shared by every document of one batched write or transaction, so that together they stay
   * within production's limit of 20 document reads. Defaults to a fresh budget of 10.
   */
  budget?: DocumentAccessBudget;
  /** Receives the values rules pass to debug(). */
  debugSink?: (value: RulesValue) => void;
}

const NO_MATCHING_ALLOW = 'No matching allow statements';

export function evaluateRequest(
  ruleset: Ruleset,
  request: RulesRequest,
  data: RulesDataAccess,
  options: EvaluateOptions = {},
): RulesDecision {
  try {
    return evaluateOrThrow(ruleset, request, data, options);
  } catch (error) {
    // Input the rules cannot read (a malformed value or time, too many query alternatives)
    // denies, like every other evaluation error.
    if (error instanceof RulesEvalError) return { allowed: false, message: error.message };
    throw error;
  }
}

function evaluateOrThrow(
  ruleset: Ruleset,
  request: RulesRequest,
  data: RulesDataAccess,
  options: EvaluateOptions,
): RulesDecision {
  const database = request.database ?? DEFAULT_DATABASE;
  const budget = options.budget ?? new DocumentAccessBudget(SINGLE_REQUEST_ACCESS_LIMIT);
  const reader = new DocumentReader(data, database, budget, isWrite(request.method));
  const evaluator = new Evaluator({ documents: reader, debugSink: options.debugSink });
  const requestVariable = requestValue(request, database);

  if (request.method !== 'list') {
    const root = new Scope(undefined)
      .bindValue('request', requestVariable)
      .bindValue('resource', existingResourceValue(request, database));
    const target = ['databases', database, 'documents', ...splitPath(request.path)];
    return decide(ruleset, request.method, target, root, evaluator);
  }

  // Every document the query could return must be allowed; a contradiction returns none.
  for (const alternative of queryAlternatives(request.query?.filter)) {
    const decision = decideListAlternative(
      ruleset,
      request,
      database,
      requestVariable,
      alternative,
      evaluator,
    );
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

function isWrite(method: string): boolean {
  return method === 'create' || method === 'update' || method === 'delete';
}

function decideListAlternative(
  ruleset: Ruleset,
  request: RulesRequest,
  database: string,
  requestVariable: MapValue,
  alternative: QueryAlternative,
  evaluator: Evaluator,
): RulesDecision {
  const collection = splitPath(request.path);
  const named = pinnedName(alternative);
  let target: TargetSegment[];
  if (named) {
    target = named;
  } else if (request.collectionGroup) {
    // The documents may sit under any descendant of the query's parent.
    const parent = collection.slice(0, -1);
    const collectionId = collection[collection.length - 1] ?? '';
    target = [
      ...['databases', database, 'documents', ...parent],
      { unknown: 'prefix' },
      collectionId,
      { unknown: 'id' },
    ];
  } else {
    target = ['databases', database, 'documents', ...collection, { unknown: 'id' }];
  }
  const entries = new Map<string, RulesValue>([['data', partialData(alternative)]]);
  if (named) {
    entries.set('__name__', { type: 'path', segments: named });
    entries.set('id', str(named[named.length - 1] ?? ''));
  }
  const resource: MapValue = { type: 'map', entries, partial: true };
  const root = new Scope(undefined)
    .bindValue('request', requestVariable)
    .bindValue('resource', resource);
  return decide(ruleset, 'list', target, root, evaluator);
}

/** The allow statements of every match block on `target` that cover `method`, evaluated. */
export function decide(
  ruleset: Ruleset,
  method: string,
  target: readonly TargetSegment[],
  root: Scope,
  evaluator: Evaluator,
): RulesDecision {
  for (const decl of ruleset.functions) root.defineFunction(decl);
  const failures: string[] = [];
  for (const { block, scope } of findMatches(ruleset, root, target)) {
    for (const allow of block.allows) {
      if (!allowsMethod(allow, method)) continue;
      if (!allow.condition) return { allowed: true };
      try {
        if (evaluator.condition(allow.condition, scope)) return { allowed: true };
        failures.push(`false for '${method}' @ L${allow.line}`);
      } catch (error) {
        if (!(error instanceof RulesEvalError)) throw error;
        failures.push(`${error.message} for '${method}' @ L${allow.line}`);
      }
    }
  }
  return { allowed: false, message: failures.length > 0 ? failures.join(', ') : NO_MATCHING_ALLOW };
}

// Evaluates a lone expression outside any request: for tests, tools and a future rules REPL.

import { DocumentAccessBudget, DocumentReader, type RulesDataAccess } from './documents.js';
import { RulesEvalError } from './errors.js';
import { Evaluator } from './evaluator.js';
import { parseExpression } from './parser.js';
import { DEFAULT_DATABASE } from './request.js';
import { Scope } from './scope.js';
import type { RulesValue } from './values.js';

export type ExpressionResult = { ok: true; value: RulesValue } | { ok: false; error: string };

const NO_DOCUMENTS: RulesDataAccess = { get: () => null };

export function evaluateExpression(
  source: string,
  variables: Record<string, RulesValue> = {},
  data: RulesDataAccess = NO_DOCUMENTS,
): ExpressionResult {
  const expr = parseExpression(source);
  const reader = new DocumentReader(data, DEFAULT_DATABASE, new DocumentAccessBudget(), true);
  const scope = new Scope(undefined);
  for (const [name, value] of Object.entries(variables)) scope.bindValue(name, value);
  try {
    return { ok: true, value: new Evaluator({ documents: reader }).evaluate(expr, scope) };
  } catch (error) {
    if (error instanceof RulesEvalError) return { ok: false, error: error.message };
    throw error;
  }
}

// Small helpers for the rules suites: most interpreter cases are written as rules expressions
// that must evaluate to true, so one table can cover many operators and methods.

import { expect } from 'vitest';
import {
  evaluateExpression,
  type RulesDataAccess,
  type RulesValue,
} from '../../src/rules/index.js';

export function evaluate(
  source: string,
  variables: Record<string, RulesValue> = {},
  data?: RulesDataAccess,
) {
  return evaluateExpression(source, variables, data);
}

/** The expression evaluates to the bool true (not merely without error). */
export function expectTrue(source: string, variables: Record<string, RulesValue> = {}): void {
  const result = evaluateExpression(source, variables);
  expect(result, source).toEqual({ ok: true, value: { type: 'bool', value: true } });
}

/** The expression raises an evaluation error whose message contains `fragment`. */
export function expectError(
  source: string,
  fragment = '',
  variables: Record<string, RulesValue> = {},
): void {
  const result = evaluateExpression(source, variables);
  expect(result.ok, `${source} should fail`).toBe(false);
  if (!result.ok) expect(result.error).toContain(fragment);
}

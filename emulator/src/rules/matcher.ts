// Finds every `match` block whose full pattern matches a request's path, with the scope holding
// its wildcard bindings and functions. Overlapping matches are all returned: production grants a
// request when any allow statement of any of them does.

import type { AllowStatement, MatchBlock, MatchSegment, Ruleset } from './ast.js';
import { Scope, type Binding } from './scope.js';
import { str } from './values.js';

/**
 * One segment of the path being matched. For queries some are not known in advance: the id of
 * the listed documents, and for collection group queries the documents' parent path.
 */
export type TargetSegment = string | { unknown: 'id' } | { unknown: 'prefix' };

export interface MatchedBlock {
  block: MatchBlock;
  scope: Scope;
}

const UNKNOWN_ID_REASON =
  'Variable is not available: a list request does not fix the document id (constrain __name__).';
const UNKNOWN_PREFIX_REASON =
  'Variable is not available: a collection group query spans every parent path.';

export function findMatches(
  ruleset: Ruleset,
  root: Scope,
  target: readonly TargetSegment[],
): MatchedBlock[] {
  const results: MatchedBlock[] = [];
  const minRecursive = ruleset.rulesVersion === '2' ? 0 : 1;
  const visit = (blocks: readonly MatchBlock[], scope: Scope, from: number): void => {
    for (const block of blocks) {
      for (const { end, bindings } of matchPattern(block.pattern, target, from, minRecursive)) {
        const blockScope = new Scope(scope);
        for (const [name, binding] of bindings) blockScope.bind(name, binding);
        for (const decl of block.functions) blockScope.defineFunction(decl);
        if (end === target.length) results.push({ block, scope: blockScope });
        visit(block.matches, blockScope, end);
      }
    }
  };
  visit(ruleset.matches, root, 0);
  return results;
}

interface PartialMatch {
  end: number;
  bindings: [string, Binding][];
}

/** Every way `pattern` can match target[from..end), for each possible end. */
function matchPattern(
  pattern: readonly MatchSegment[],
  target: readonly TargetSegment[],
  from: number,
  minRecursive: number,
): PartialMatch[] {
  const step = (i: number, j: number, bindings: [string, Binding][]): PartialMatch[] => {
    const segment = pattern[i];
    if (!segment) return [{ end: j, bindings }];
    if (segment.kind === 'recursive') {
      const out: PartialMatch[] = [];
      for (let k = j + minRecursive; k <= target.length; k += 1) {
        out.push(
          ...step(i + 1, k, [...bindings, [segment.name, recursiveBinding(target.slice(j, k))]]),
        );
      }
      return out;
    }
    const current = target[j];
    if (current === undefined) return [];
    if (segment.kind === 'literal') {
      return current === segment.text ? step(i + 1, j + 1, bindings) : [];
    }
    if (typeof current === 'string') {
      return step(i + 1, j + 1, [
        ...bindings,
        [segment.name, { kind: 'value', value: str(current) }],
      ]);
    }
    // A single-segment wildcard can stand for an unknown document id, never for a whole prefix.
    if (current.unknown === 'prefix') return [];
    return step(i + 1, j + 1, [
      ...bindings,
      [segment.name, { kind: 'unknown', reason: UNKNOWN_ID_REASON }],
    ]);
  };
  return step(0, from, []);
}

function recursiveBinding(segments: readonly TargetSegment[]): Binding {
  const known: string[] = [];
  for (const segment of segments) {
    if (typeof segment !== 'string') {
      return {
        kind: 'unknown',
        reason: segment.unknown === 'prefix' ? UNKNOWN_PREFIX_REASON : UNKNOWN_ID_REASON,
      };
    }
    known.push(segment);
  }
  return { kind: 'value', value: { type: 'path', segments: known } };
}

/** Whether an allow statement covers a request method (`read` and `write` are shorthands). */
export function allowsMethod(allow: AllowStatement, method: string): boolean {
  return allow.methods.some(
    (granted) =>
      granted === method ||
      (granted === 'read' && (method === 'get' || method === 'list')) ||
      (granted === 'write' && (method === 'create' || method === 'update' || method === 'delete')),
  );
}

// The parser: the structure it builds from a rules file, and syntax errors reported with the
// line and column production would give.

import { describe, expect, it } from 'vitest';
import { parseExpression, parseRules, RulesSyntaxError } from '../../src/rules/index.js';

function syntaxError(source: string): RulesSyntaxError {
  try {
    parseRules(source);
  } catch (error) {
    if (error instanceof RulesSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a syntax error');
}

const SAMPLE = `rules_version = '2';
// top-level helper
function signedIn() { return request.auth != null; }
service cloud.firestore {
  match /databases/{database}/documents {
    function owns(uid) {
      let me = request.auth.uid;
      return me == uid;
    }
    /* a block comment
       over two lines */
    match /users/{userId} {
      allow read, update: if signedIn() && owns(userId);
      allow create
    }
    match /{path=**} {
      allow get;
    }
  }
}`;

describe('parseRules', () => {
  it('builds service, matches, functions, lets and allows with their lines', () => {
    const ruleset = parseRules(SAMPLE);
    expect(ruleset.rulesVersion).toBe('2');
    expect(ruleset.service).toBe('cloud.firestore');
    expect(ruleset.functions.map((f) => [f.name, f.line])).toEqual([['signedIn', 3]]);
    const root = ruleset.matches[0];
    expect(root?.pattern).toEqual([
      { kind: 'literal', text: 'databases' },
      { kind: 'single', name: 'database' },
      { kind: 'literal', text: 'documents' },
    ]);
    expect(root?.functions[0]).toMatchObject({ name: 'owns', params: ['uid'], line: 6 });
    expect(root?.functions[0]?.lets.map((l) => l.name)).toEqual(['me']);
    const users = root?.matches[0];
    expect(users?.allows.map((a) => [a.methods, a.line, a.condition === undefined])).toEqual([
      [['read', 'update'], 13, false],
      [['create'], 14, true],
    ]);
    expect(root?.matches[1]?.pattern).toEqual([{ kind: 'recursive', name: 'path' }]);
  });

  it('defaults to rules_version 1 when none is declared', () => {
    expect(parseRules('service cloud.firestore { }').rulesVersion).toBe('1');
  });

  it.each([
    ['service cloud.firestore {', 1, 26, "mismatched input '<EOF>'"],
    [
      "rules_version = '2';\nservice cloud.firestore {\n  match /a/{b} {\n    allow read: if ;\n  }\n}",
      4,
      20,
      "Unexpected ';'.",
    ],
    [
      'service cloud.firestore {\n  match /a {\n    allow rread: if true;\n  }\n}',
      3,
      11,
      "mismatched input 'rread'",
    ],
    [
      "service cloud.firestore {\n  match /a {\n    allow read: if 'unterminated;\n  }\n}",
      3,
      20,
      'Unterminated string literal',
    ],
    [
      'service cloud.firestore {\n  match /a {\n    allow read: if 1 # 2;\n  }\n}',
      3,
      22,
      "token recognition error at: '#'",
    ],
    ["rules_version = '3';\nservice cloud.firestore {}", 1, 17, 'Unsupported rules_version'],
    ['service cloud.firestore {\n  match /a/{b=*} {}\n}', 2, 9, 'Invalid wildcard'],
    [
      'service cloud.firestore {\n  function f() { let x = 1 return x; }\n}',
      2,
      28,
      "mismatched input 'return' expecting ';'",
    ],
    [
      'service cloud.firestore {\n  match /a { allow read: if 99999999999999999999; }\n}',
      2,
      29,
      'out of range',
    ],
  ])('reports %j at line %i, column %i', (source, line, column, message) => {
    const error = syntaxError(source);
    expect({ line: error.line, column: error.column }).toEqual({ line, column });
    expect(error.message).toContain(message);
    expect(error.message).toContain(`Line ${line}:${column}`);
  });
});

describe('parseExpression', () => {
  it('gives && precedence over || and relations over &&', () => {
    const expr = parseExpression('a || b && c == d');
    expect(expr).toMatchObject({
      kind: 'binary',
      op: '||',
      right: { kind: 'binary', op: '&&', right: { kind: 'binary', op: '==' } },
    });
  });

  it('parses ternaries, is, in, unary, calls, indexing and ranges', () => {
    expect(parseExpression('x is string ? !y : -z')).toMatchObject({
      kind: 'ternary',
      test: { kind: 'is', typeName: 'string' },
      then: { kind: 'unary', op: '!' },
      otherwise: { kind: 'unary', op: '-' },
    });
    expect(parseExpression("'a' in m.keys()")).toMatchObject({
      kind: 'binary',
      op: 'in',
      right: { kind: 'call', callee: { kind: 'member', name: 'keys' } },
    });
    expect(parseExpression('l[1:2][0]')).toMatchObject({
      kind: 'index',
      object: { kind: 'range' },
    });
  });

  it('tells a path literal from a division by what precedes the slash', () => {
    expect(parseExpression('a / b')).toMatchObject({ kind: 'binary', op: '/' });
    expect(
      parseExpression('exists(/databases/$(database)/documents/users/$(request.auth.uid))'),
    ).toMatchObject({
      kind: 'call',
      args: [
        {
          kind: 'path',
          segments: [
            [{ kind: 'text', text: 'databases' }],
            [{ kind: 'expr', expr: { kind: 'ident', name: 'database' } }],
            [{ kind: 'text', text: 'documents' }],
            [{ kind: 'text', text: 'users' }],
            [{ kind: 'expr', expr: { kind: 'member', name: 'uid' } }],
          ],
        },
      ],
    });
  });

  it('reads list and map literals with trailing commas', () => {
    expect(parseExpression('[1, 2,]')).toMatchObject({ kind: 'list', items: [{}, {}] });
    expect(parseExpression("{'a': 1, 'b': [2],}")).toMatchObject({
      kind: 'map',
      entries: [{}, {}],
    });
  });
});

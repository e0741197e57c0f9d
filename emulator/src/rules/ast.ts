// The syntax tree of a rules file. Every node keeps its source position so that denials and
// evaluation errors can point at the line production would name.

import type { SourcePosition } from './lexer.js';

export type Expr = SourcePosition &
  (
    | { kind: 'null' }
    | { kind: 'bool'; value: boolean }
    | { kind: 'int'; value: bigint }
    | { kind: 'float'; value: number }
    | { kind: 'string'; value: string }
    | { kind: 'bytes'; value: Uint8Array }
    | { kind: 'list'; items: Expr[] }
    | { kind: 'map'; entries: { key: Expr; value: Expr }[] }
    | { kind: 'ident'; name: string }
    | { kind: 'member'; object: Expr; name: string }
    | { kind: 'index'; object: Expr; index: Expr }
    | { kind: 'range'; object: Expr; start: Expr; end: Expr }
    | { kind: 'call'; callee: Expr; args: Expr[] }
    | { kind: 'unary'; op: '!' | '-'; operand: Expr }
    | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr }
    | { kind: 'is'; operand: Expr; typeName: string }
    | { kind: 'ternary'; test: Expr; then: Expr; otherwise: Expr }
    | { kind: 'path'; segments: PathSegmentExpr[][] }
  );

export type BinaryOp =
  '&&' | '||' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

/** A piece of a path literal segment: literal text or an interpolated expression. */
export type PathSegmentExpr = { kind: 'text'; text: string } | { kind: 'expr'; expr: Expr };

export interface FunctionDecl extends SourcePosition {
  name: string;
  params: string[];
  lets: { name: string; value: Expr }[];
  body: Expr;
}

export type AllowMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowStatement extends SourcePosition {
  methods: AllowMethod[];
  /** Absent for an unconditional `allow read;`. */
  condition: Expr | undefined;
}

/** One segment of a `match` pattern. */
export type MatchSegment =
  | { kind: 'literal'; text: string }
  | { kind: 'single'; name: string }
  | { kind: 'recursive'; name: string };

export interface MatchBlock extends SourcePosition {
  pattern: MatchSegment[];
  functions: FunctionDecl[];
  allows: AllowStatement[];
  matches: MatchBlock[];
}

export interface Ruleset {
  /** `'1'` when the file declares no rules_version, as production assumes. */
  rulesVersion: '1' | '2';
  service: string;
  functions: FunctionDecl[];
  matches: MatchBlock[];
}

// Recursive-descent parser for rules_version 2 Firestore rules. Expression precedence follows the
// rules language (CEL): ternary < || < && < relations (== != < <= > >= in is) < + - < * / % <
// unary ! - < member, index and call.

import type {
  AllowMethod,
  AllowStatement,
  BinaryOp,
  Expr,
  FunctionDecl,
  MatchBlock,
  MatchSegment,
  PathSegmentExpr,
  Ruleset,
} from './ast.js';
import { RulesSyntaxError } from './errors.js';
import { tokenize, type PathPiece, type SourcePosition, type Token } from './lexer.js';

const ALLOW_METHODS: ReadonlySet<string> = new Set([
  'read',
  'write',
  'get',
  'list',
  'create',
  'update',
  'delete',
]);
const INT64_MAX = 2n ** 63n - 1n;

/** Parses a whole rules file; throws RulesSyntaxError with the offending line and column. */
export function parseRules(source: string): Ruleset {
  return new Parser(tokenize(source)).ruleset();
}

/** Parses a lone expression (used by tests and tools). */
export function parseExpression(source: string): Expr {
  const parser = new Parser(tokenize(source));
  const expr = parser.expression();
  parser.expectEnd();
  return expr;
}

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  private get current(): Token {
    // The token list always ends with an eof token, and the cursor never moves past it.
    return this.tokens[Math.min(this.index, this.tokens.length - 1)] as Token;
  }

  private fail(expecting: string, token: Token = this.current): never {
    throw new RulesSyntaxError(
      token.line,
      token.column,
      `mismatched input '${token.text}' expecting ${expecting}`,
    );
  }

  /** Production's wording when a token cannot start an expression. */
  private unexpected(token: Token): never {
    throw new RulesSyntaxError(token.line, token.column, `Unexpected '${token.text}'.`);
  }

  private isPunct(text: string): boolean {
    return this.current.kind === 'punct' && this.current.text === text;
  }

  private isWord(text: string): boolean {
    return this.current.kind === 'ident' && this.current.text === text;
  }

  private take(): Token {
    const token = this.current;
    if (token.kind !== 'eof') this.index += 1;
    return token;
  }

  private expectPunct(text: string): Token {
    if (!this.isPunct(text)) this.fail(`'${text}'`);
    return this.take();
  }

  private expectWord(text: string): Token {
    if (!this.isWord(text)) this.fail(`'${text}'`);
    return this.take();
  }

  private identifier(): string {
    if (this.current.kind !== 'ident') this.fail('an identifier');
    return this.take().text;
  }

  private optionalSemicolon(): void {
    if (this.isPunct(';')) this.take();
  }

  expectEnd(): void {
    if (this.current.kind !== 'eof') this.fail('<EOF>');
  }

  ruleset(): Ruleset {
    let rulesVersion: '1' | '2' = '1';
    if (this.isWord('rules_version')) {
      this.take();
      this.expectPunct('=');
      const version = this.take();
      if (version.kind !== 'string' || (version.value !== '1' && version.value !== '2')) {
        throw new RulesSyntaxError(
          version.line,
          version.column,
          `Unsupported rules_version '${version.text}'; expected '1' or '2'.`,
        );
      }
      rulesVersion = version.value;
      this.optionalSemicolon();
    }
    const functions: FunctionDecl[] = [];
    while (this.isWord('function')) functions.push(this.functionDecl());
    this.expectWord('service');
    let service = this.identifier();
    while (this.isPunct('.')) {
      this.take();
      service += `.${this.identifier()}`;
    }
    this.expectPunct('{');
    const matches: MatchBlock[] = [];
    while (!this.isPunct('}')) {
      if (this.isWord('function')) functions.push(this.functionDecl());
      else if (this.isWord('match')) matches.push(this.matchBlock());
      else this.fail("{'function', 'match', '}'}");
    }
    this.take();
    this.expectEnd();
    return { rulesVersion, service, functions, matches };
  }

  private matchBlock(): MatchBlock {
    const start = this.expectWord('match');
    const patternToken = this.current;
    if (patternToken.kind !== 'matchPath') this.fail('a path pattern');
    this.take();
    const pattern = patternToken.segments.map((segment) => matchSegment(segment, patternToken));
    this.expectPunct('{');
    const block: MatchBlock = {
      line: start.line,
      column: start.column,
      pattern,
      functions: [],
      allows: [],
      matches: [],
    };
    while (!this.isPunct('}')) {
      if (this.isWord('function')) block.functions.push(this.functionDecl());
      else if (this.isWord('match')) block.matches.push(this.matchBlock());
      else if (this.isWord('allow')) block.allows.push(this.allowStatement());
      else this.fail("{'allow', 'function', 'match', '}'}");
    }
    this.take();
    return block;
  }

  private allowStatement(): AllowStatement {
    const start = this.expectWord('allow');
    const methods: AllowMethod[] = [];
    for (;;) {
      const token = this.current;
      if (token.kind !== 'ident' || !ALLOW_METHODS.has(token.text)) {
        this.fail("{'read', 'write', 'get', 'list', 'create', 'update', 'delete'}");
      }
      methods.push(this.take().text as AllowMethod);
      if (!this.isPunct(',')) break;
      this.take();
    }
    let condition: Expr | undefined;
    if (this.isPunct(':')) {
      this.take();
      this.expectWord('if');
      condition = this.expression();
    }
    this.optionalSemicolon();
    return { line: start.line, column: start.column, methods, condition };
  }

  private functionDecl(): FunctionDecl {
    const start = this.expectWord('function');
    const name = this.identifier();
    this.expectPunct('(');
    const params: string[] = [];
    if (!this.isPunct(')')) {
      for (;;) {
        params.push(this.identifier());
        if (!this.isPunct(',')) break;
        this.take();
      }
    }
    this.expectPunct(')');
    this.expectPunct('{');
    const lets: { name: string; value: Expr }[] = [];
    while (this.isWord('let')) {
      this.take();
      const letName = this.identifier();
      this.expectPunct('=');
      lets.push({ name: letName, value: this.expression() });
      this.expectPunct(';');
    }
    this.expectWord('return');
    const body = this.expression();
    this.optionalSemicolon();
    this.expectPunct('}');
    return { line: start.line, column: start.column, name, params, lets, body };
  }

  expression(): Expr {
    const test = this.binary(0);
    if (!this.isPunct('?')) return test;
    this.take();
    const then = this.expression();
    this.expectPunct(':');
    const otherwise = this.expression();
    return { line: test.line, column: test.column, kind: 'ternary', test, then, otherwise };
  }

  /** Precedence climbing over the binary levels, loosest first. */
  private binary(level: number): Expr {
    const levels: string[][] = [
      ['||'],
      ['&&'],
      ['==', '!=', '<', '<=', '>', '>=', 'in', 'is'],
      ['+', '-'],
      ['*', '/', '%'],
    ];
    const operators = levels[level];
    if (!operators) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const token = this.current;
      const isOperator =
        (token.kind === 'punct' ||
          (token.kind === 'ident' && (token.text === 'in' || token.text === 'is'))) &&
        operators.includes(token.text);
      if (!isOperator) return left;
      this.take();
      if (token.text === 'is') {
        const typeName = this.typeName();
        left = { line: token.line, column: token.column, kind: 'is', operand: left, typeName };
        continue;
      }
      const right = this.binary(level + 1);
      left = {
        line: token.line,
        column: token.column,
        kind: 'binary',
        op: token.text as BinaryOp,
        left,
        right,
      };
    }
  }

  private typeName(): string {
    let name = this.identifier();
    // Namespaced spellings such as `rules.String` are accepted alongside the short names.
    while (this.isPunct('.')) {
      this.take();
      name += `.${this.identifier()}`;
    }
    return name;
  }

  private unary(): Expr {
    const token = this.current;
    if (token.kind === 'punct' && (token.text === '!' || token.text === '-')) {
      this.take();
      const literal = this.current;
      if (token.text === '-' && literal.kind === 'int') {
        // Folded here so that -9223372036854775808, whose digits alone overflow, stays legal.
        this.take();
        return { line: token.line, column: token.column, kind: 'int', value: -literal.value };
      }
      const operand = this.unary();
      if (token.text === '-' && operand.kind === 'float') {
        return { line: token.line, column: token.column, kind: 'float', value: -operand.value };
      }
      return { line: token.line, column: token.column, kind: 'unary', op: token.text, operand };
    }
    const primary = this.postfix(this.primary());
    if (primary.kind === 'int' && primary.value > INT64_MAX) {
      throw new RulesSyntaxError(primary.line, primary.column, 'Integer literal out of range.');
    }
    return primary;
  }

  private postfix(start: Expr): Expr {
    let expr = start;
    for (;;) {
      const token = this.current;
      if (this.isPunct('.')) {
        this.take();
        const name = this.identifier();
        expr = { line: token.line, column: token.column, kind: 'member', object: expr, name };
      } else if (this.isPunct('[')) {
        this.take();
        const index = this.expression();
        if (this.isPunct(':')) {
          this.take();
          const end = this.expression();
          this.expectPunct(']');
          expr = {
            line: token.line,
            column: token.column,
            kind: 'range',
            object: expr,
            start: index,
            end,
          };
        } else {
          this.expectPunct(']');
          expr = { line: token.line, column: token.column, kind: 'index', object: expr, index };
        }
      } else if (this.isPunct('(')) {
        this.take();
        const args = this.commaSeparated(')', () => this.expression());
        expr = { line: token.line, column: token.column, kind: 'call', callee: expr, args };
      } else {
        return expr;
      }
    }
  }

  private commaSeparated<T>(close: string, item: () => T): T[] {
    const items: T[] = [];
    while (!this.isPunct(close)) {
      items.push(item());
      if (!this.isPunct(',')) break;
      this.take();
    }
    this.expectPunct(close);
    return items;
  }

  private primary(): Expr {
    const token = this.current;
    const at: SourcePosition = { line: token.line, column: token.column };
    switch (token.kind) {
      case 'int':
        this.take();
        return { ...at, kind: 'int', value: token.value };
      case 'float':
        this.take();
        return { ...at, kind: 'float', value: token.value };
      case 'string':
        this.take();
        return { ...at, kind: 'string', value: token.value };
      case 'bytes':
        this.take();
        return { ...at, kind: 'bytes', value: token.value };
      case 'path':
        this.take();
        return {
          ...at,
          kind: 'path',
          segments: token.segments.map((pieces) => pieces.map(pathPiece)),
        };
      case 'ident':
        this.take();
        if (token.text === 'true' || token.text === 'false') {
          return { ...at, kind: 'bool', value: token.text === 'true' };
        }
        if (token.text === 'null') return { ...at, kind: 'null' };
        return { ...at, kind: 'ident', name: token.text };
      case 'punct':
        if (token.text === '(') {
          this.take();
          const inner = this.expression();
          this.expectPunct(')');
          return inner;
        }
        if (token.text === '[') {
          this.take();
          return { ...at, kind: 'list', items: this.commaSeparated(']', () => this.expression()) };
        }
        if (token.text === '{') {
          this.take();
          const entries = this.commaSeparated('}', () => {
            const key = this.expression();
            this.expectPunct(':');
            return { key, value: this.expression() };
          });
          return { ...at, kind: 'map', entries };
        }
        return this.unexpected(token);
      default:
        return this.unexpected(token);
    }
  }
}

function pathPiece(piece: PathPiece): PathSegmentExpr {
  if (piece.kind === 'text') return { kind: 'text', text: piece.text };
  const parser = new Parser(piece.tokens);
  const expr = parser.expression();
  parser.expectEnd();
  return { kind: 'expr', expr };
}

function matchSegment(segment: string, token: Token): MatchSegment {
  if (!segment.startsWith('{')) return { kind: 'literal', text: segment };
  const inner = segment.slice(1, -1);
  const recursive = inner.endsWith('=**');
  const name = recursive ? inner.slice(0, -3) : inner;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new RulesSyntaxError(
      token.line,
      token.column,
      `Invalid wildcard in match path: ${segment}`,
    );
  }
  return recursive ? { kind: 'recursive', name } : { kind: 'single', name };
}

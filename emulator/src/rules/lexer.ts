// Turns rules source into tokens. Two token kinds need context the grammar alone cannot give a
// plain tokenizer: a `/` starts a path literal (not a division) where a value is expected, and
// the text after `match` is a path pattern with `{wildcards}`. The lexer tracks the previous token
// to tell these apart, as production's parser does.

import { RulesSyntaxError } from './errors.js';

export interface SourcePosition {
  line: number;
  column: number;
}

/** One piece of a path literal segment: plain text or a `$(expression)` interpolation. */
export type PathPiece =
  { kind: 'text'; text: string } | { kind: 'interpolation'; tokens: Token[]; at: SourcePosition };

export type Token = SourcePosition &
  (
    | { kind: 'ident'; text: string }
    | { kind: 'int'; text: string; value: bigint }
    | { kind: 'float'; text: string; value: number }
    | { kind: 'string'; text: string; value: string }
    | { kind: 'bytes'; text: string; value: Uint8Array }
    | { kind: 'punct'; text: string }
    | { kind: 'path'; text: string; segments: PathPiece[][] }
    | { kind: 'matchPath'; text: string; segments: string[] }
    | { kind: 'eof'; text: string }
  );

const PUNCTUATORS = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  ';',
  ':',
  '.',
  '?',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '=',
];

const INT64_MAX = 2n ** 63n - 1n;

/** Characters that end a plain path literal segment (besides whitespace and `/`). */
const PATH_SEGMENT_STOP = new Set([
  '[',
  ')',
  ']',
  ',',
  ';',
  '}',
  '{',
  '&',
  '|',
  '=',
  '!',
  '<',
  '>',
  '+',
  '*',
  '%',
  '?',
  ':',
]);

export function tokenize(source: string): Token[] {
  return new Lexer(source).all();
}

class Lexer {
  private pos = 0;
  private line = 1;
  private column = 1;

  constructor(private readonly source: string) {}

  all(): Token[] {
    const tokens: Token[] = [];
    let previous: Token | undefined;
    for (;;) {
      const token = this.next(previous);
      tokens.push(token);
      if (token.kind === 'eof') return tokens;
      previous = token;
    }
  }

  private fail(message: string, at: SourcePosition = this.here()): never {
    throw new RulesSyntaxError(at.line, at.column, message);
  }

  private here(): SourcePosition {
    return { line: this.line, column: this.column };
  }

  private peek(offset = 0): string {
    return this.source[this.pos + offset] ?? '';
  }

  private advance(count = 1): string {
    const text = this.source.slice(this.pos, this.pos + count);
    for (const char of text) {
      if (char === '\n') {
        this.line += 1;
        this.column = 1;
      } else {
        this.column += 1;
      }
    }
    this.pos += count;
    return text;
  }

  private skipSpaceAndComments(): void {
    for (;;) {
      const char = this.peek();
      if (char === ' ' || char === '\t' || char === '\r' || char === '\n') {
        this.advance();
      } else if (char === '/' && this.peek(1) === '/') {
        while (this.pos < this.source.length && this.peek() !== '\n') this.advance();
      } else if (char === '/' && this.peek(1) === '*') {
        const start = this.here();
        this.advance(2);
        while (!(this.peek() === '*' && this.peek(1) === '/')) {
          if (this.pos >= this.source.length) this.fail('Unterminated comment.', start);
          this.advance();
        }
        this.advance(2);
      } else {
        return;
      }
    }
  }

  next(previous: Token | undefined): Token {
    this.skipSpaceAndComments();
    const start = this.here();
    if (this.pos >= this.source.length) return { ...start, kind: 'eof', text: '<EOF>' };
    const char = this.peek();

    if (previous?.kind === 'ident' && previous.text === 'match' && char === '/') {
      return this.matchPath(start);
    }
    if (char === '/' && !endsValue(previous)) return this.pathLiteral(start);
    if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(this.peek(1)))) {
      return this.number(start);
    }
    if ((char === 'r' || char === 'R') && (this.peek(1) === "'" || this.peek(1) === '"')) {
      this.advance();
      return { ...start, kind: 'string', text: 'r', value: asText(this.quoted(start, true)) };
    }
    if ((char === 'b' || char === 'B') && (this.peek(1) === "'" || this.peek(1) === '"')) {
      this.advance();
      return { ...start, kind: 'bytes', text: 'b', value: asBytes(this.quoted(start, false)) };
    }
    if (char === "'" || char === '"') {
      const value = asText(this.quoted(start, false));
      return { ...start, kind: 'string', text: value, value };
    }
    if (/[A-Za-z_]/.test(char)) {
      let text = '';
      while (/[A-Za-z0-9_]/.test(this.peek())) text += this.advance();
      return { ...start, kind: 'ident', text };
    }
    for (const punct of PUNCTUATORS) {
      if (this.source.startsWith(punct, this.pos)) {
        this.advance(punct.length);
        return { ...start, kind: 'punct', text: punct };
      }
    }
    return this.fail(`token recognition error at: '${char}'`);
  }

  private number(start: SourcePosition): Token {
    if (this.peek() === '0' && (this.peek(1) === 'x' || this.peek(1) === 'X')) {
      this.advance(2);
      let digits = '';
      while (/[0-9a-fA-F]/.test(this.peek())) digits += this.advance();
      if (digits === '') this.fail('Malformed hexadecimal literal.', start);
      return this.intToken(start, `0x${digits}`, BigInt(`0x${digits}`));
    }
    let text = '';
    let isFloat = false;
    while (/[0-9]/.test(this.peek())) text += this.advance();
    if (this.peek() === '.' && /[0-9]/.test(this.peek(1))) {
      isFloat = true;
      text += this.advance();
      while (/[0-9]/.test(this.peek())) text += this.advance();
    }
    if (
      (this.peek() === 'e' || this.peek() === 'E') &&
      (/[0-9]/.test(this.peek(1)) || (/[+-]/.test(this.peek(1)) && /[0-9]/.test(this.peek(2))))
    ) {
      isFloat = true;
      text += this.advance(2);
      while (/[0-9]/.test(this.peek())) text += this.advance();
    }
    if (isFloat) return { ...start, kind: 'float', text, value: Number(text) };
    return this.intToken(start, text, BigInt(text));
  }

  private intToken(start: SourcePosition, text: string, value: bigint): Token {
    // -9223372036854775808 is written as unary minus applied to 9223372036854775808, so the
    // literal itself may be one past INT64_MAX; the parser folds the negation and re-checks.
    if (value > INT64_MAX + 1n) this.fail(`Integer literal out of range: ${text}`, start);
    return { ...start, kind: 'int', text, value };
  }

  /**
   * Reads a quoted literal at the cursor; escapes follow CEL, which the rules language uses.
   * Text comes back as strings and `\x`/octal escapes as numbers, because in a bytes literal
   * those are raw bytes while text is UTF-8.
   */
  private quoted(start: SourcePosition, raw: boolean): LiteralPiece[] {
    const quote = this.advance();
    const pieces: LiteralPiece[] = [];
    for (;;) {
      if (this.pos >= this.source.length || this.peek() === '\n') {
        this.fail('Unterminated string literal.', start);
      }
      const char = this.advance();
      if (char === quote) return pieces;
      pieces.push(char !== '\\' || raw ? char : this.escape(start));
    }
  }

  private escape(start: SourcePosition): LiteralPiece {
    const char = this.advance();
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      b: '\b',
      f: '\f',
      v: '\v',
      a: '\x07',
      '\\': '\\',
      "'": "'",
      '"': '"',
      '`': '`',
      '?': '?',
    };
    const mapped = simple[char];
    if (mapped !== undefined) return mapped;
    const hexDigits = char === 'x' || char === 'X' ? 2 : char === 'u' ? 4 : char === 'U' ? 8 : 0;
    if (hexDigits > 0) {
      const digits = this.source.slice(this.pos, this.pos + hexDigits);
      if (!new RegExp(`^[0-9a-fA-F]{${hexDigits}}$`).test(digits)) {
        this.fail(`Invalid escape sequence: \\${char}${digits}`, start);
      }
      this.advance(hexDigits);
      const codePoint = parseInt(digits, 16);
      if (codePoint > 0x10ffff) this.fail(`Invalid escape sequence: \\${char}${digits}`, start);
      return hexDigits === 2 ? codePoint : String.fromCodePoint(codePoint);
    }
    if (/[0-3]/.test(char) && /[0-7]/.test(this.peek()) && /[0-7]/.test(this.peek(1))) {
      const digits = char + this.advance(2);
      return parseInt(digits, 8);
    }
    return this.fail(`Invalid escape sequence: \\${char}`, start);
  }

  /** `match /users/{userId}/{rest=**}`: the raw pattern, split into segments. */
  private matchPath(start: SourcePosition): Token {
    const segments: string[] = [];
    let text = '';
    while (this.peek() === '/') {
      text += this.advance();
      let segment = '';
      if (this.peek() === '{') {
        while (this.peek() !== '}') {
          if (this.pos >= this.source.length || /\s/.test(this.peek())) {
            this.fail(`mismatched input in match path: '${segment}'`, start);
          }
          segment += this.advance();
        }
        segment += this.advance();
      } else {
        while (this.pos < this.source.length && !/[\s/{]/.test(this.peek())) {
          segment += this.advance();
        }
      }
      if (segment === '') this.fail('Empty path segment in match pattern.', start);
      segments.push(segment);
      text += segment;
    }
    return { ...start, kind: 'matchPath', text, segments };
  }

  /** `/databases/$(database)/documents/users/$(request.auth.uid)` */
  private pathLiteral(start: SourcePosition): Token {
    const segments: PathPiece[][] = [];
    let text = '';
    while (this.peek() === '/') {
      text += this.advance();
      const pieces: PathPiece[] = [];
      let plain = '';
      for (;;) {
        const char = this.peek();
        if (char === '$' && this.peek(1) === '(') {
          if (plain) pieces.push({ kind: 'text', text: plain });
          plain = '';
          const at = this.here();
          this.advance(2);
          pieces.push({ kind: 'interpolation', tokens: this.interpolation(at), at });
          text += '$(...)';
        } else if (char === '(') {
          // Literal parentheses, as in `(default)`, must balance inside the segment.
          const close = this.source.indexOf(')', this.pos);
          if (close < 0) this.fail("missing ')' in path literal", start);
          const chunk = this.advance(close + 1 - this.pos);
          plain += chunk;
          text += chunk;
        } else if (
          this.pos >= this.source.length ||
          /\s/.test(char) ||
          char === '/' ||
          PATH_SEGMENT_STOP.has(char)
        ) {
          break;
        } else {
          plain += this.advance();
          text += char;
        }
      }
      if (plain) pieces.push({ kind: 'text', text: plain });
      if (pieces.length === 0) this.fail('Empty path segment in path literal.', start);
      segments.push(pieces);
    }
    return { ...start, kind: 'path', text, segments };
  }

  /** The tokens of `$( ... )`, up to its matching `)`, which is consumed. */
  private interpolation(at: SourcePosition): Token[] {
    const tokens: Token[] = [];
    let depth = 0;
    let previous: Token | undefined;
    for (;;) {
      const token = this.next(previous);
      if (token.kind === 'eof') this.fail("missing ')' at '<EOF>'", at);
      if (token.kind === 'punct' && token.text === '(') depth += 1;
      if (token.kind === 'punct' && token.text === ')') {
        if (depth === 0) {
          tokens.push({ line: token.line, column: token.column, kind: 'eof', text: ')' });
          return tokens;
        }
        depth -= 1;
      }
      tokens.push(token);
      previous = token;
    }
  }
}

/** Whether a token can end an operand, so that a following `/` divides instead of starting a path. */
function endsValue(token: Token | undefined): boolean {
  if (!token) return false;
  switch (token.kind) {
    case 'ident':
      return !['return', 'if', 'in', 'is'].includes(token.text);
    case 'int':
    case 'float':
    case 'string':
    case 'bytes':
    case 'path':
      return true;
    case 'punct':
      return token.text === ')' || token.text === ']' || token.text === '}';
    default:
      return false;
  }
}

/** A piece of a quoted literal: text, or a byte value from a `\x` or octal escape. */
type LiteralPiece = string | number;

/** In a string, an escaped byte value stands for the code point of the same value. */
function asText(pieces: readonly LiteralPiece[]): string {
  return pieces
    .map((piece) => (typeof piece === 'number' ? String.fromCodePoint(piece) : piece))
    .join('');
}

/** In a bytes literal, escaped values are raw bytes and text is encoded as UTF-8. */
function asBytes(pieces: readonly LiteralPiece[]): Uint8Array {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (const piece of pieces) {
    if (typeof piece === 'number') bytes.push(piece);
    else bytes.push(...encoder.encode(piece));
  }
  return Uint8Array.from(bytes);
}

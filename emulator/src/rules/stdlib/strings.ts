// rules.String methods. Regular expressions use RE2 syntax and semantics (via re2js), as
// production does: `matches` must match the whole string.

import { RE2JS } from 're2js';
import { RulesEvalError, evalErrors } from '../errors.js';
import { int, list, str, type RulesValue } from '../values.js';
import { arg, expectArity } from './args.js';

const compiled = new Map<string, RE2JS>();

/** Compiles (and caches) an RE2 pattern; an invalid pattern is an evaluation error. */
function re2(pattern: string): RE2JS {
  let regex = compiled.get(pattern);
  if (!regex) {
    try {
      regex = RE2JS.compile(pattern);
    } catch (error) {
      throw new RulesEvalError(`Invalid regular expression: ${pattern} (${String(error)})`);
    }
    if (compiled.size > 1000) compiled.clear();
    compiled.set(pattern, regex);
  }
  return regex;
}

/** Length in Unicode code points, like production (not UTF-16 units). */
function codePoints(value: string): string[] {
  return Array.from(value);
}

export function stringMethod(value: string, name: string, args: readonly RulesValue[]): RulesValue {
  const fn = `string.${name}`;
  switch (name) {
    case 'size':
      expectArity(fn, args, 0);
      return int(BigInt(codePoints(value).length));
    case 'lower':
      expectArity(fn, args, 0);
      return str(value.toLowerCase());
    case 'upper':
      expectArity(fn, args, 0);
      return str(value.toUpperCase());
    case 'trim':
      expectArity(fn, args, 0);
      // Production trims ASCII whitespace and control characters, like Java's String.trim().
      return str(trimControl(value));
    case 'matches':
      expectArity(fn, args, 1);
      return { type: 'bool', value: re2(arg(fn, args, 0, 'string').value).matches(value) };
    case 'replace': {
      expectArity(fn, args, 2);
      const regex = re2(arg(fn, args, 0, 'string').value);
      const replacement = arg(fn, args, 1, 'string').value;
      // RE2's GlobalReplace: `\1` refers to a group, `\\` is a backslash.
      return str(regex.matcher(value).replaceAll(toJavaReplacement(replacement), true));
    }
    case 'split': {
      expectArity(fn, args, 1);
      const regex = re2(arg(fn, args, 0, 'string').value);
      return list(splitAll(value, regex).map(str));
    }
    case 'toUtf8':
      expectArity(fn, args, 0);
      return { type: 'bytes', value: new TextEncoder().encode(value) };
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

/** Splits on every match, keeping empty pieces (production keeps trailing empty strings too). */
function splitAll(value: string, regex: RE2JS): string[] {
  const pieces: string[] = [];
  const matcher = regex.matcher(value);
  let last = 0;
  while (matcher.find()) {
    const start = matcher.start();
    const end = matcher.end();
    if (end === start && (start === 0 || start === value.length)) continue;
    pieces.push(value.slice(last, start));
    last = end;
  }
  pieces.push(value.slice(last));
  return pieces;
}

/** Converts RE2 replacement syntax (`\1`) to the Java syntax re2js applies (`$1`). */
function toJavaReplacement(replacement: string): string {
  let out = '';
  for (let i = 0; i < replacement.length; i += 1) {
    const char = replacement[i] as string;
    const next = replacement[i + 1];
    if (char === '\\' && next !== undefined && /[0-9]/.test(next)) {
      out += `$${next}`;
      i += 1;
    } else if (char === '\\' && next === '\\') {
      out += '\\\\';
      i += 1;
    } else if (char === '$') {
      out += '\\$';
    } else if (char === '\\') {
      out += '\\\\';
    } else {
      out += char;
    }
  }
  return out;
}

/** `s[i]`: one code point. */
export function stringIndex(value: string, index: bigint): RulesValue {
  const chars = codePoints(value);
  if (index < 0n || index >= BigInt(chars.length)) throw evalErrors.indexOutOfRange(String(index));
  return str(chars[Number(index)] as string);
}

/** `s[i:j]`: code points i (inclusive) to j (exclusive). */
export function stringRange(value: string, start: bigint, end: bigint): RulesValue {
  const chars = codePoints(value);
  if (start < 0n || end > BigInt(chars.length) || start > end) {
    throw evalErrors.indexOutOfRange(`${start}:${end}`);
  }
  return str(chars.slice(Number(start), Number(end)).join(''));
}

/** Strips code points up to U+0020 from both ends. */
function trimControl(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value.slice(start, end);
}

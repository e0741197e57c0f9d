// Arithmetic, comparison and membership operators with the language's typing: int op int stays
// an int (overflow is an error), mixing int and float gives a float, `+` also joins strings and
// lists, and timestamps and durations have their own arithmetic.

import type { BinaryOp } from './ast.js';
import { evalErrors } from './errors.js';
import { duration, timestamp } from './stdlib/time.js';
import {
  bool,
  compare,
  contains,
  equals,
  float,
  int,
  list,
  str,
  toNumber,
  typeName,
  isNumber,
  type RulesValue,
} from './values.js';

export type ArithmeticOp = Exclude<BinaryOp, '&&' | '||'>;

export function applyBinary(op: ArithmeticOp, left: RulesValue, right: RulesValue): RulesValue {
  switch (op) {
    case '==':
      return bool(equals(left, right));
    case '!=':
      return bool(!equals(left, right));
    case '<':
      return bool(compare(left, right) < 0);
    case '<=':
      return bool(compare(left, right) <= 0);
    case '>':
      return bool(compare(left, right) > 0);
    case '>=':
      return bool(compare(left, right) >= 0);
    case 'in':
      return bool(contains(right, left));
    case '+':
      return add(left, right);
    case '-':
      return subtract(left, right);
    case '*':
    case '/':
    case '%':
      return multiplicative(op, left, right);
  }
}

function unsupported(op: string, left: RulesValue, right: RulesValue): Error {
  return evalErrors.unsupported(`Received: ${typeName(left)} ${op} ${typeName(right)}.`);
}

function add(left: RulesValue, right: RulesValue): RulesValue {
  if (left.type === 'int' && right.type === 'int') return int(left.value + right.value);
  if (isNumber(left) && isNumber(right)) return float(toNumber(left) + toNumber(right));
  if (left.type === 'string' && right.type === 'string') return str(left.value + right.value);
  if (left.type === 'list' && right.type === 'list') {
    if (left.partial || right.partial) throw evalErrors.unknownInQuery('list');
    return list([...left.items, ...right.items]);
  }
  if (left.type === 'timestamp' && right.type === 'duration')
    return timestamp(left.nanos + right.nanos);
  if (left.type === 'duration' && right.type === 'timestamp')
    return timestamp(left.nanos + right.nanos);
  if (left.type === 'duration' && right.type === 'duration')
    return duration(left.nanos + right.nanos);
  throw unsupported('+', left, right);
}

function subtract(left: RulesValue, right: RulesValue): RulesValue {
  if (left.type === 'int' && right.type === 'int') return int(left.value - right.value);
  if (isNumber(left) && isNumber(right)) return float(toNumber(left) - toNumber(right));
  if (left.type === 'timestamp' && right.type === 'timestamp')
    return duration(left.nanos - right.nanos);
  if (left.type === 'timestamp' && right.type === 'duration')
    return timestamp(left.nanos - right.nanos);
  if (left.type === 'duration' && right.type === 'duration')
    return duration(left.nanos - right.nanos);
  throw unsupported('-', left, right);
}

function multiplicative(op: '*' | '/' | '%', left: RulesValue, right: RulesValue): RulesValue {
  if (left.type === 'int' && right.type === 'int') {
    if (op === '*') return int(left.value * right.value);
    if (right.value === 0n) throw evalErrors.divisionByZero();
    // BigInt division and remainder truncate toward zero, like the language's int64 arithmetic;
    // int() catches the one overflowing case, INT64_MIN / -1.
    return int(op === '/' ? left.value / right.value : left.value % right.value);
  }
  if (isNumber(left) && isNumber(right)) {
    const x = toNumber(left);
    const y = toNumber(right);
    // Float division follows IEEE 754 (x / 0.0 is infinite), which math.isInfinite exists for.
    if (op === '*') return float(x * y);
    if (op === '/') return float(x / y);
    return float(x % y);
  }
  throw unsupported(op, left, right);
}

export function applyUnary(op: '!' | '-', operand: RulesValue): RulesValue {
  if (op === '!') {
    if (operand.type !== 'bool') throw evalErrors.unsupported(`Received: !${typeName(operand)}.`);
    return bool(!operand.value);
  }
  if (operand.type === 'int') return int(-operand.value);
  if (operand.type === 'float') return float(-operand.value);
  if (operand.type === 'duration') return duration(-operand.nanos);
  throw evalErrors.unsupported(`Received: -${typeName(operand)}.`);
}

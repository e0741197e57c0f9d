// Field transforms (DocumentTransform.FieldTransform): server time, increment, maximum, minimum,
// array union and array remove, computed as the backend does.
import { Code, RpcError, type JsonObject } from '../rpc/contract.js';
import { formatMicros } from './timestamps.js';
import {
  arrayValue,
  arrayValues,
  compareValues,
  doubleOf,
  doubleValue,
  integerOf,
  integerValue,
  isInteger,
  isNumber,
  normalizeValue,
  valuesEqual,
  type Value,
} from './values.js';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function saturatedSum(base: bigint, operand: bigint): bigint {
  const sum = base + operand;
  return sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
}

function increment(base: Value | undefined, operand: Value): Value {
  if (!base || !isNumber(base)) return operand;
  if (isInteger(base) && isInteger(operand)) {
    return integerValue(saturatedSum(integerOf(base), integerOf(operand)));
  }
  return doubleValue(doubleOf(base) + doubleOf(operand));
}

function extreme(base: Value | undefined, operand: Value, keepGreater: boolean): Value {
  if (!base || !isNumber(base)) return operand;
  const baseNaN = !isInteger(base) && Number.isNaN(doubleOf(base));
  const operandNaN = !isInteger(operand) && Number.isNaN(doubleOf(operand));
  // NaN wins over every number, as in the backend.
  if (baseNaN) return base;
  if (operandNaN) return operand;
  const order = compareValues(operand, base);
  if (keepGreater ? order > 0 : order < 0) return operand;
  return base;
}

function appendMissing(base: Value | undefined, elements: Value[]): Value {
  const result = base && 'arrayValue' in base ? [...arrayValues(base)] : [];
  for (const element of elements) {
    if (!result.some((existing) => valuesEqual(existing, element))) result.push(element);
  }
  return arrayValue(result);
}

function removeAll(base: Value | undefined, elements: Value[]): Value {
  const existing = base && 'arrayValue' in base ? arrayValues(base) : [];
  return arrayValue(
    existing.filter((value) => !elements.some((element) => valuesEqual(value, element))),
  );
}

function operandArray(transform: JsonObject, key: string): Value[] {
  return arrayValues({ arrayValue: transform[key] ?? {} }).map(normalizeValue);
}

/** The new value of a field after one transform; `base` is its value before. */
export function applyFieldTransform(
  transform: JsonObject,
  base: Value | undefined,
  commitTime: number,
): Value {
  if ('setToServerValue' in transform) {
    if (transform.setToServerValue !== 'REQUEST_TIME') {
      throw new RpcError(Code.INVALID_ARGUMENT, 'Unknown server value');
    }
    return { timestampValue: formatMicros(commitTime) };
  }
  if ('increment' in transform) return increment(base, numericOperand(transform.increment));
  if ('maximum' in transform) return extreme(base, numericOperand(transform.maximum), true);
  if ('minimum' in transform) return extreme(base, numericOperand(transform.minimum), false);
  if ('appendMissingElements' in transform) {
    return appendMissing(base, operandArray(transform, 'appendMissingElements'));
  }
  if ('removeAllFromArray' in transform) {
    return removeAll(base, operandArray(transform, 'removeAllFromArray'));
  }
  throw new RpcError(Code.INVALID_ARGUMENT, 'A field transform must set a transform type.');
}

function numericOperand(operand: unknown): Value {
  const value = normalizeValue(operand as JsonObject);
  if (!isNumber(value)) {
    throw new RpcError(Code.INVALID_ARGUMENT, 'Numeric transforms need a number operand.');
  }
  return value;
}

// Global conversion functions: int(), float(), string(), bool() and path().

import { RulesEvalError, evalErrors } from '../errors.js';
import { bool, display, float, int, str, type RulesValue } from '../values.js';
import { arg, expectArity } from './args.js';
import { pathFromString } from './paths.js';

export const CONVERSIONS = new Set(['int', 'float', 'string', 'bool', 'path']);

export function convert(name: string, args: readonly RulesValue[]): RulesValue {
  expectArity(name, args, 1);
  const value = args[0] as RulesValue;
  switch (name) {
    case 'int':
      return toInt(value);
    case 'float': {
      const source = arg(name, args, 0, 'int', 'float', 'string');
      if (source.type === 'float') return source;
      if (source.type === 'int') return float(Number(source.value));
      const parsed = Number(source.value.trim());
      if (source.value.trim() === '' || (Number.isNaN(parsed) && source.value.trim() !== 'NaN')) {
        throw new RulesEvalError(`Cannot convert '${source.value}' to float.`);
      }
      return float(parsed);
    }
    case 'string':
      return value.type === 'string' ? value : str(display(value));
    case 'bool': {
      const source = arg(name, args, 0, 'bool', 'string');
      if (source.type === 'bool') return source;
      if (source.value === 'true' || source.value === 'false') return bool(source.value === 'true');
      throw new RulesEvalError(`Cannot convert '${source.value}' to bool.`);
    }
    case 'path':
      return pathFromString(arg(name, args, 0, 'string').value);
    default:
      throw evalErrors.functionNotFound(name);
  }
}

function toInt(value: RulesValue): RulesValue {
  switch (value.type) {
    case 'int':
      return value;
    case 'float':
      // Truncates toward zero; NaN and infinities have no int.
      if (!Number.isFinite(value.value))
        throw new RulesEvalError(`Cannot convert ${value.value} to int.`);
      return int(BigInt(Math.trunc(value.value)));
    case 'string':
      if (!/^[+-]?[0-9]+$/.test(value.value.trim())) {
        throw new RulesEvalError(`Cannot convert '${value.value}' to int.`);
      }
      return int(BigInt(value.value.trim()));
    default:
      throw evalErrors.invalidArgument(
        'int',
        `Argument: [${display(value)}], expected int, float or string.`,
      );
  }
}

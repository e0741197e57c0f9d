// The `math` namespace. Rounding functions return ints, `sqrt` and `pow` floats, as documented.

import { RulesEvalError, evalErrors } from '../errors.js';
import { bool, float, int, toNumber, type RulesValue } from '../values.js';
import { arg, expectArity } from './args.js';

function toInt(fn: string, value: number): RulesValue {
  if (!Number.isFinite(value)) throw new RulesEvalError(`${fn}: cannot convert ${value} to int.`);
  return int(BigInt(value));
}

export function mathNamespace(name: string, args: readonly RulesValue[]): RulesValue {
  const fn = `math.${name}`;
  switch (name) {
    case 'abs': {
      expectArity(fn, args, 1);
      const value = arg(fn, args, 0, 'int', 'float');
      if (value.type === 'int') return int(value.value < 0n ? -value.value : value.value);
      return float(Math.abs(value.value));
    }
    case 'ceil':
    case 'floor':
    case 'round': {
      expectArity(fn, args, 1);
      const value = arg(fn, args, 0, 'int', 'float');
      if (value.type === 'int') return value;
      // round() rounds half away from zero, unlike JavaScript's Math.round.
      const rounded =
        name === 'ceil'
          ? Math.ceil(value.value)
          : name === 'floor'
            ? Math.floor(value.value)
            : Math.sign(value.value) * Math.round(Math.abs(value.value));
      return toInt(fn, rounded);
    }
    case 'sqrt': {
      expectArity(fn, args, 1);
      return float(Math.sqrt(toNumber(arg(fn, args, 0, 'int', 'float'))));
    }
    case 'pow': {
      expectArity(fn, args, 2);
      const base = toNumber(arg(fn, args, 0, 'int', 'float'));
      const exponent = toNumber(arg(fn, args, 1, 'int', 'float'));
      return float(Math.pow(base, exponent));
    }
    case 'isInfinite':
      expectArity(fn, args, 1);
      return bool(
        Math.abs(toNumber(arg(fn, args, 0, 'int', 'float'))) === Number.POSITIVE_INFINITY,
      );
    case 'isNaN':
      expectArity(fn, args, 1);
      return bool(Number.isNaN(toNumber(arg(fn, args, 0, 'int', 'float'))));
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

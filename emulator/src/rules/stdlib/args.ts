// Argument checking shared by every library function, so that a wrong call is a clear evaluation
// error (and therefore a denial) rather than a crash.

import { evalErrors } from '../errors.js';
import { display, typeName, type RulesType, type RulesValue } from '../values.js';

export type ValueOf<T extends RulesType> = Extract<RulesValue, { type: T }>;

export function expectArity(fn: string, args: readonly RulesValue[], ...counts: number[]): void {
  if (!counts.includes(args.length)) {
    throw evalErrors.invalidArgument(
      fn,
      `Expected ${counts.join(' or ')} argument(s), received ${args.length}.`,
    );
  }
}

function expectType<T extends RulesType>(
  fn: string,
  value: RulesValue | undefined,
  ...types: T[]
): ValueOf<T> {
  if (value === undefined || !(types as RulesType[]).includes(value.type)) {
    const received = value === undefined ? 'nothing' : `${typeName(value)} ${display(value)}`;
    throw evalErrors.invalidArgument(
      fn,
      `Argument: [${received}], expected ${types.join(' or ')}.`,
    );
  }
  return value as ValueOf<T>;
}

/** Extracts the nth argument with a type check. */
export function arg<T extends RulesType>(
  fn: string,
  args: readonly RulesValue[],
  index: number,
  ...types: T[]
): ValueOf<T> {
  return expectType(fn, args[index], ...types);
}

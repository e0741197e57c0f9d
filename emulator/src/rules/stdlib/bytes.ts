// rules.Bytes methods.

import { evalErrors } from '../errors.js';
import { int, str, type RulesValue } from '../values.js';
import { expectArity } from './args.js';

export function bytesMethod(
  value: Uint8Array,
  name: string,
  args: readonly RulesValue[],
): RulesValue {
  const fn = `bytes.${name}`;
  expectArity(fn, args, 0);
  switch (name) {
    case 'size':
      return int(BigInt(value.length));
    case 'toBase64':
      return str(Buffer.from(value).toString('base64'));
    case 'toHexString':
      return str(Buffer.from(value).toString('hex').toUpperCase());
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

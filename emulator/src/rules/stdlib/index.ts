// Dispatches `value.method(args)` to the library module for the receiver's type, and
// `namespace.function(args)` to the namespace's module.

import { evalErrors } from '../errors.js';
import { typeName, type RulesValue } from '../values.js';
import { bytesMethod } from './bytes.js';
import { listMethod, mapDiffMethod, mapMethod, setMethod } from './collections.js';
import { hashingNamespace } from './hashing.js';
import { latlngMethod, latlngNamespace } from './latlng.js';
import { mathNamespace } from './math.js';
import { pathMethod } from './paths.js';
import { stringMethod } from './strings.js';
import { durationMethod, durationNamespace, timestampMethod, timestampNamespace } from './time.js';

export function callMethod(
  receiver: RulesValue,
  name: string,
  args: readonly RulesValue[],
): RulesValue {
  switch (receiver.type) {
    case 'string':
      return stringMethod(receiver.value, name, args);
    case 'bytes':
      return bytesMethod(receiver.value, name, args);
    case 'list':
      if (receiver.partial) throw evalErrors.unknownInQuery(`list.${name}()`);
      return listMethod(receiver.items, name, args);
    case 'set':
      return setMethod(receiver.items, name, args);
    case 'map':
      return mapMethod(receiver, name, args);
    case 'mapDiff':
      return mapDiffMethod(receiver.left, receiver.right, name, args);
    case 'timestamp':
      return timestampMethod(receiver.nanos, name, args);
    case 'duration':
      return durationMethod(receiver.nanos, name, args);
    case 'latlng':
      return latlngMethod(receiver, name, args);
    case 'path':
      return pathMethod(receiver.segments, name, args);
    case 'null':
      throw evalErrors.nullValue();
    default:
      throw evalErrors.functionNotFound(`${typeName(receiver)}.${name}`);
  }
}

const NAMESPACES: Record<string, (name: string, args: readonly RulesValue[]) => RulesValue> = {
  math: mathNamespace,
  timestamp: timestampNamespace,
  duration: durationNamespace,
  hashing: hashingNamespace,
  latlng: latlngNamespace,
};

export function isNamespace(name: string): boolean {
  return Object.hasOwn(NAMESPACES, name);
}

export function callNamespace(
  namespace: string,
  name: string,
  args: readonly RulesValue[],
): RulesValue {
  const implementation = NAMESPACES[namespace];
  if (!implementation) throw evalErrors.functionNotFound(`${namespace}.${name}`);
  return implementation(name, args);
}

export { convert, CONVERSIONS } from './conversions.js';
export { listIndex, listRange } from './collections.js';
export { stringIndex, stringRange } from './strings.js';
export { pathIndex } from './paths.js';

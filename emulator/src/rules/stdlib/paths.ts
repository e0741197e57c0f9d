// rules.Path: indexing, `bind`, and the conversion from strings.

import { evalErrors } from '../errors.js';
import { display, str, type RulesValue } from '../values.js';
import { arg, expectArity } from './args.js';

export function pathFromString(text: string): RulesValue {
  return { type: 'path', segments: text.split('/').filter((segment) => segment !== '') };
}

export function pathIndex(segments: readonly string[], index: bigint): RulesValue {
  if (index < 0n || index >= BigInt(segments.length))
    throw evalErrors.indexOutOfRange(String(index));
  return str(segments[Number(index)] as string);
}

/** Segments can also be fetched by wildcard name after `bind`; here: `path.bind({name: value})`. */
export function pathMethod(
  segments: readonly string[],
  name: string,
  args: readonly RulesValue[],
): RulesValue {
  const fn = `path.${name}`;
  if (name !== 'bind') throw evalErrors.functionNotFound(fn);
  expectArity(fn, args, 1);
  const bindings = arg(fn, args, 0, 'map');
  const bound = segments.map((segment) => {
    const wildcard = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(segment);
    if (!wildcard) return segment;
    const value = bindings.entries.get(wildcard[1] as string);
    if (value === undefined) throw evalErrors.undefinedProperty(wildcard[1] as string);
    return value.type === 'string' ? value.value : display(value);
  });
  return { type: 'path', segments: bound };
}

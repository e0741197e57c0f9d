// The GCS JSON API's preconditions (`ifGenerationMatch`, `ifGenerationNotMatch`,
// `ifMetagenerationMatch`, `ifMetagenerationNotMatch` query parameters): a write or read that
// names a generation it expects fails with 412 when the stored object is another, as in
// production. `ifGenerationMatch=0` means "only if there is no object yet".
import { storageErrors } from './errors.js';
import type { StoredObject } from './objects.js';

export interface Preconditions {
  ifGenerationMatch?: string;
  ifGenerationNotMatch?: string;
  ifMetagenerationMatch?: string;
  ifMetagenerationNotMatch?: string;
}

const NAMES = [
  'ifGenerationMatch',
  'ifGenerationNotMatch',
  'ifMetagenerationMatch',
  'ifMetagenerationNotMatch',
] as const;

/** The preconditions among a request's query parameters; `prefix` reads `ifSource...` ones. */
export function preconditionsOf(params: URLSearchParams, prefix = 'if'): Preconditions {
  const found: Preconditions = {};
  for (const name of NAMES) {
    const value = params.get(prefix + name.slice(2));
    if (value === null) continue;
    if (!/^\d+$/.test(value)) throw storageErrors.invalid(`Invalid value for ${name}: ${value}`);
    found[name] = value;
  }
  return found;
}

/** Throws 412 unless `object` (undefined: none stored) meets every precondition. */
export function checkPreconditions(
  object: StoredObject | undefined,
  preconditions: Preconditions = {},
): void {
  const generation = object?.generation ?? '0';
  const metageneration = object ? String(object.metageneration) : undefined;
  const { ifGenerationMatch, ifGenerationNotMatch, ifMetagenerationMatch } = preconditions;
  const { ifMetagenerationNotMatch } = preconditions;
  const met =
    (ifGenerationMatch === undefined || BigInt(ifGenerationMatch) === BigInt(generation)) &&
    (ifGenerationNotMatch === undefined || BigInt(ifGenerationNotMatch) !== BigInt(generation)) &&
    (ifMetagenerationMatch === undefined || ifMetagenerationMatch === metageneration) &&
    (ifMetagenerationNotMatch === undefined || ifMetagenerationNotMatch !== metageneration);
  if (!met) throw storageErrors.preconditionFailed();
}

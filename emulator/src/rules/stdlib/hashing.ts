// The `hashing` namespace: md5, sha256, crc32 and crc32c of a string (as UTF-8) or bytes, each
// returning bytes, as the reference documents.

import { createHash } from 'node:crypto';
import { evalErrors } from '../errors.js';
import type { RulesValue } from '../values.js';
import { arg, expectArity } from './args.js';

function crcTable(polynomial: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? polynomial ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** Reflected polynomials: IEEE 802.3 for crc32, Castagnoli for crc32c. */
const CRC32_TABLE = crcTable(0xedb88320);
const CRC32C_TABLE = crcTable(0x82f63b78);

function crc(table: Uint32Array, data: Uint8Array): number {
  let value = 0xffffffff;
  for (const byte of data) value = (table[(value ^ byte) & 0xff] as number) ^ (value >>> 8);
  return (value ^ 0xffffffff) >>> 0;
}

/** The checksum as 4 big-endian bytes. */
function crcBytes(value: number): Uint8Array {
  return Uint8Array.from([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

export function hashingNamespace(name: string, args: readonly RulesValue[]): RulesValue {
  const fn = `hashing.${name}`;
  expectArity(fn, args, 1);
  const input = arg(fn, args, 0, 'string', 'bytes');
  const data = input.type === 'string' ? new TextEncoder().encode(input.value) : input.value;
  switch (name) {
    case 'md5':
    case 'sha256':
      return { type: 'bytes', value: Uint8Array.from(createHash(name).update(data).digest()) };
    case 'crc32':
      return { type: 'bytes', value: crcBytes(crc(CRC32_TABLE, data)) };
    case 'crc32c':
      return { type: 'bytes', value: crcBytes(crc(CRC32C_TABLE, data)) };
    default:
      throw evalErrors.functionNotFound(fn);
  }
}

// WebChannel's back-channel framing: every chunk is `<length>\n<json>`. The client slices its
// decoded response text by `length`, so the length counts UTF-16 code units (a JS string's
// `.length`), not bytes: a non-ASCII payload framed by byte count would be cut mid-message.

import type { JsonValue } from '../rpc/contract.js';

/** One numbered message of the back channel: `[arrayId, [payload]]` on the wire. */
export interface ChannelArray {
  id: number;
  /** The JSON text of `[id, payload]`, computed once so resends and byte counts agree. */
  json: string;
}

export function makeChannelArray(id: number, payload: JsonValue): ChannelArray {
  return { id, json: JSON.stringify([id, payload]) };
}

/** Frames one chunk of JSON text. */
export function frameChunk(json: string): string {
  return `${json.length}\n${json}`;
}

/** Frames several arrays as one chunk: `[[id,payload],[id,payload]]`. */
export function frameArrays(arrays: readonly ChannelArray[]): string {
  return frameChunk(`[${arrays.map((array) => array.json).join(',')}]`);
}

// The forward channel's POST body: `count=N&ofs=M&req0___data__=<json>&...`. Each `reqK` is one
// client message whose map id is `ofs + K`; ids are what make retries (which reuse the same ids)
// recognisable as duplicates. Firestore sets `sendRawJson`, so every map is a `__data__` JSON.

import type { JsonValue } from '../rpc/contract.js';

export interface ForwardMap {
  mapId: number;
  message: JsonValue;
}

export interface ForwardBody {
  maps: ForwardMap[];
  /** The handshake's encoded init headers, when present. */
  headers: string | null;
}

export class ForwardBodyError extends Error {
  override name = 'ForwardBodyError';
}

/** The most maps one request may carry; closure sends at most 1000. */
const MAX_MAPS_PER_REQUEST = 1000;

function parseNonNegativeInteger(text: string | null, field: string): number {
  if (text === null || !/^\d+$/.test(text)) {
    throw new ForwardBodyError(`Bad forward channel field ${field}: ${String(text)}`);
  }
  return Number(text);
}

/** Parses a form-encoded forward body; throws ForwardBodyError when it is malformed. */
export function parseForwardBody(body: string): ForwardBody {
  const form = new URLSearchParams(body);
  const headers = form.get('headers');
  // A handshake without a first message is legal: no count means no maps.
  if (!form.has('count')) return { maps: [], headers };
  const count = parseNonNegativeInteger(form.get('count'), 'count');
  if (count > MAX_MAPS_PER_REQUEST) throw new ForwardBodyError(`Too many maps: ${count}`);
  const offset = count === 0 ? 0 : parseNonNegativeInteger(form.get('ofs'), 'ofs');
  const maps: ForwardMap[] = [];
  for (let index = 0; index < count; index++) {
    const data = form.get(`req${index}___data__`);
    if (data === null) throw new ForwardBodyError(`Missing req${index}___data__`);
    let message: JsonValue;
    try {
      message = JSON.parse(data) as JsonValue;
    } catch {
      throw new ForwardBodyError(`req${index}___data__ is not JSON`);
    }
    maps.push({ mapId: offset + index, message });
  }
  return { maps, headers };
}

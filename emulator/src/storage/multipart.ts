// Reads a `multipart/related` upload: a JSON metadata part, then the object's bytes, as both
// the web SDK and @google-cloud/storage send them.
import { storageErrors } from './errors.js';

export function parseMultipartRelated(
  contentType: string,
  body: Buffer,
): { metadata: Record<string, unknown>; bytes: Buffer; partContentType?: string } {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\/related/i.test(contentType) || !boundary) {
    throw storageErrors.invalid(
      `Bad content type. A multipart upload is multipart/related with a boundary, not: ${contentType}`,
    );
  }
  const parts = splitParts(body, boundary);
  if (parts.length !== 2) {
    throw storageErrors.invalid(`Expected 2 parts in a multipart upload, got ${parts.length}`);
  }
  const [metadataPart, mediaPart] = parts.map(parsePart) as [Part, Part];
  let metadata: unknown;
  try {
    metadata = JSON.parse(metadataPart.body.toString('utf8') || '{}');
  } catch {
    throw storageErrors.invalid('The metadata part of the upload is not JSON.');
  }
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) {
    throw storageErrors.invalid('The metadata part of the upload is not a JSON object.');
  }
  return {
    metadata: metadata as Record<string, unknown>,
    bytes: mediaPart.body,
    partContentType: mediaPart.headers.get('content-type'),
  };
}

interface Part {
  headers: Map<string, string>;
  body: Buffer;
}

function splitParts(body: Buffer, boundary: string): Buffer[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) break;
    // Between the delimiter's CRLF and the CRLF that precedes the next delimiter.
    parts.push(body.subarray(skipLineEnd(body, afterDelimiter), trimLineEnd(body, next)));
    start = next;
  }
  return parts;
}

function skipLineEnd(body: Buffer, at: number): number {
  if (body[at] === 0x0d && body[at + 1] === 0x0a) return at + 2;
  if (body[at] === 0x0a) return at + 1;
  return at;
}

function trimLineEnd(body: Buffer, end: number): number {
  if (body[end - 2] === 0x0d && body[end - 1] === 0x0a) return end - 2;
  if (body[end - 1] === 0x0a) return end - 1;
  return end;
}

function parsePart(part: Buffer): Part {
  let split = part.indexOf('\r\n\r\n');
  let separator = 4;
  if (split === -1) {
    split = part.indexOf('\n\n');
    separator = 2;
  }
  if (split === -1) throw storageErrors.invalid('A multipart part has no header-body separator.');
  const headers = new Map<string, string>();
  for (const line of part.subarray(0, split).toString('utf8').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.subarray(split + separator) };
}

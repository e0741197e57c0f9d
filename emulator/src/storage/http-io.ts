// Reading requests and writing replies for the Storage emulator's two APIs, in their words:
// bodies with a size limit, JSON objects, object bytes with Cloud Storage's headers and byte
// ranges, metadata a client sent.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import {
  BodyTooLargeError,
  parseJsonObject,
  readBody as readLimitedBody,
} from '../http-common/body.js';
import { storageErrors } from './errors.js';
import type { MetadataPatch, StoredObject } from './objects.js';

/** Production accepts objects up to 5 TiB; an emulator holding them in memory stops far lower. */
const MAX_BODY_BYTES = 512 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  try {
    return await readLimitedBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw storageErrors.invalid('The request body is too large.');
    }
    throw error;
  }
}

export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  return parseJsonObject((await readBody(req)).toString('utf8'), (problem) =>
    storageErrors.invalid(
      problem === 'not-json'
        ? 'The request body is not JSON.'
        : 'The request body is not a JSON object.',
    ),
  );
}

/**
 * The object's bytes, or the one byte range asked for (`Range: bytes=a-b`), as production sends
 * them. An object stored gzip-compressed goes to a client that does not accept gzip
 * decompressed, without Content-Encoding and with no range, unless its Cache-Control says
 * no-transform (GCS's decompressive transcoding).
 */
export function sendMedia(req: IncomingMessage, res: ServerResponse, object: StoredObject): void {
  const transcode =
    object.contentEncoding === 'gzip' &&
    !/\bgzip\b/.test(String(req.headers['accept-encoding'])) &&
    !/\bno-transform\b/.test(object.cacheControl ?? '');
  const gunzipped = transcode ? gunzipOrUndefined(object.bytes) : undefined;
  const gunzip = gunzipped !== undefined;
  const bytes = gunzipped ?? object.bytes;
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Content-Disposition': `${object.contentDisposition ?? 'attachment'}; filename*=${encodeRfc5987(baseName(object.name))}`,
    'Accept-Ranges': 'bytes',
    ETag: `"${object.md5Hash}"`,
    'x-goog-generation': object.generation,
    'x-goog-metageneration': String(object.metageneration),
    'x-goog-stored-content-length': String(object.bytes.length),
    'x-goog-hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
  };
  if (object.cacheControl) headers['Cache-Control'] = object.cacheControl;
  if (object.contentEncoding && !gunzip) headers['Content-Encoding'] = object.contentEncoding;
  if (object.contentLanguage) headers['Content-Language'] = object.contentLanguage;
  const range = gunzip ? undefined : parseRange(req.headers.range, bytes.length);
  if (range) {
    const [start, end] = range;
    headers['Content-Range'] = `bytes ${start}-${end}/${bytes.length}`;
    res.writeHead(206, headers);
    res.end(bytes.subarray(start, end + 1));
    return;
  }
  res.writeHead(200, headers);
  // Decompressed bytes go chunked, with no Content-Length, as production sends them.
  if (gunzip) res.write(bytes);
  res.end(gunzip ? undefined : bytes);
}

/** Bytes labelled gzip that are not gzip go out as they are stored. */
function gunzipOrUndefined(bytes: Buffer): Buffer | undefined {
  try {
    return gunzipSync(bytes);
  } catch {
    return undefined;
  }
}

function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** A file name for `filename*=`, as firebase-tools and production write it: RFC 5987's escapes. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text)
    .replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%(7C|60|5E)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parseRange(header: string | undefined, size: number): [number, number] | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size === 0) return undefined;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '' && to === '') return undefined;
  if (from === '') return [Math.max(0, size - Number(to)), size - 1]; // the last n bytes
  const start = Number(from);
  if (start >= size) return undefined;
  return [start, to === '' ? size - 1 : Math.min(Number(to), size - 1)];
}

/** Optional string fields and custom metadata a client sent, nulls kept (they mean "remove"). */
export function metadataPatch(body: Record<string, unknown>): MetadataPatch {
  const out: Record<string, unknown> = {};
  for (const key of [
    'contentType',
    'contentDisposition',
    'contentEncoding',
    'contentLanguage',
    'cacheControl',
  ]) {
    const value = body[key];
    if (typeof value === 'string' || value === null) out[key] = value;
  }
  const metadata = body.metadata;
  if (metadata === null) out.metadata = null;
  else if (metadata && typeof metadata === 'object' && !Array.isArray(metadata)) {
    out.metadata = Object.fromEntries(
      Object.entries(metadata).map(([key, value]) => [
        key,
        value === null ? null : typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  }
  return out as MetadataPatch;
}

// An object's metadata as each API writes it: the Firebase Storage API (`/v0`, what the web SDK
// reads, download tokens as `downloadTokens`) and the GCS JSON API (what @google-cloud/storage
// reads, the tokens among the custom metadata, as production keeps them).
import type { JsonObject } from '../rpc/contract.js';
import { DOWNLOAD_TOKENS_KEY, etagOf, type StoredObject } from './objects.js';

function optionalFields(object: StoredObject): JsonObject {
  const out: JsonObject = {};
  if (object.contentDisposition !== undefined) out.contentDisposition = object.contentDisposition;
  if (object.contentEncoding !== undefined) out.contentEncoding = object.contentEncoding;
  if (object.contentLanguage !== undefined) out.contentLanguage = object.contentLanguage;
  if (object.cacheControl !== undefined) out.cacheControl = object.cacheControl;
  return out;
}

export function firebaseResource(object: StoredObject): JsonObject {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.updated,
    storageClass: 'STANDARD',
    size: String(object.bytes.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etagOf(object),
    contentEncoding: 'identity',
    ...optionalFields(object),
    downloadTokens: object.downloadTokens.join(','),
    ...(Object.keys(object.customMetadata).length > 0 && { metadata: object.customMetadata }),
  };
}

/** @param origin `http://host:port`, for selfLink and mediaLink. */
export function gcsResource(object: StoredObject, origin: string): JsonObject {
  const encoded = encodeURIComponent(object.name);
  const metadata: Record<string, string> = { ...object.customMetadata };
  if (object.downloadTokens.length > 0) {
    metadata[DOWNLOAD_TOKENS_KEY] = object.downloadTokens.join(',');
  }
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${origin}/storage/v1/b/${object.bucket}/o/${encoded}`,
    mediaLink: `${origin}/download/storage/v1/b/${object.bucket}/o/${encoded}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.bytes.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etagOf(object),
    timeCreated: object.timeCreated,
    updated: object.updated,
    timeStorageClassUpdated: object.timeCreated,
    ...optionalFields(object),
    ...(Object.keys(metadata).length > 0 && { metadata }),
  };
}

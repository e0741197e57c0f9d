// The GCS JSON API that @google-cloud/storage (firebase-admin's getStorage().bucket()) speaks
// when STORAGE_EMULATOR_HOST points here: `/storage/v1/b/{bucket}/o[/{object}]` for metadata,
// list, patch and delete, `/upload/storage/v1/b/{bucket}/o` for media, multipart and resumable
// uploads, `/download/storage/v1/...` and `?alt=media` for bytes. In production this API is
// governed by IAM, never by storage.rules: every caller here is the owner, as in firebase-tools'.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, sendStatus } from '../http-common/reply.js';
import { OWNER } from './caller.js';
import { storageErrors } from './errors.js';
import { metadataPatch, readBody, readJsonObject, sendMedia } from './http-io.js';
import { parseMultipartRelated } from './multipart.js';
import { DOWNLOAD_TOKENS_KEY, etagOf, type MetadataPatch } from './objects.js';
import type { StorageOperations } from './operations.js';
import { preconditionsOf } from './preconditions.js';
import { gcsResource } from './resources.js';
import { finalizeUpload, type UploadSessions } from './uploads.js';

// @google-cloud/storage drops the `/storage/v1` of its paths when given an emulator's endpoint.
const OBJECTS = /^\/(?:(upload\/|download\/)storage\/v1\/|storage\/v1\/)?b\/([^/]+)\/o(?:\/(.+))?$/;
const BUCKET = /^\/(?:storage\/v1\/)?b\/([^/]+)$/;
// Object to object: `copyTo` and `rewriteTo` (a copy, finished in one call here) and `moveTo`.
// The libraries encode the names' slashes, so each name is one segment.
const COPY =
  /^\/(?:storage\/v1\/)?b\/([^/]+)\/o\/([^/]+)\/(copyTo|rewriteTo)\/b\/([^/]+)\/o\/([^/]+)$/;
const MOVE = /^\/(?:storage\/v1\/)?b\/([^/]+)\/o\/([^/]+)\/moveTo\/o\/([^/]+)$/;
const ACL = /^\/(?:storage\/v1\/)?b\/([^/]+)\/o\/([^/]+)\/acl$/;
const COMPOSE = /^\/(?:storage\/v1\/)?b\/([^/]+)\/o\/([^/]+)\/compose$/;
// A public object URL, `https://storage.googleapis.com/{bucket}/{name}`, the host's own.
const PUBLIC_OBJECT = /^\/([^/]+)\/(.+)$/;

export function isGcsApiPath(pathname: string): boolean {
  return /^\/((upload\/|download\/)?storage\/v1\/|b\/)/.test(pathname);
}

export async function handleGcsApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  operations: StorageOperations,
  uploads: UploadSessions,
): Promise<void> {
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const bucketMatch = BUCKET.exec(url.pathname);
  if (bucketMatch) {
    if (req.method !== 'GET') throw storageErrors.notFound();
    const name = decodeURIComponent(bucketMatch[1] as string);
    return sendJson(res, 200, {
      kind: 'storage#bucket',
      id: name,
      name,
      location: 'US',
      storageClass: 'STANDARD',
    });
  }
  if (req.method === 'POST' && (COPY.test(url.pathname) || MOVE.test(url.pathname))) {
    return copyOrMove(req, res, url, origin, operations);
  }
  const acl = req.method === 'POST' ? ACL.exec(url.pathname) : null;
  if (acl) return addAccessControl(req, res, acl, origin, operations);
  const compose = req.method === 'POST' ? COMPOSE.exec(url.pathname) : null;
  if (compose) return composeObjects(req, res, url, compose, origin, operations);
  const match = OBJECTS.exec(url.pathname);
  if (!match) throw storageErrors.notFound();
  const [, kind, bucketPart, objectPart] = match as unknown as [
    string,
    string | undefined,
    string,
    string | undefined,
  ];
  const bucket = decodeURIComponent(bucketPart);

  if (kind === 'upload/') return upload(req, res, url, bucket, origin, operations, uploads);
  if (objectPart === undefined) {
    if (req.method !== 'GET') throw storageErrors.notFound();
    const maxResults = url.searchParams.get('maxResults');
    const result = operations.list(OWNER, bucket, {
      prefix: url.searchParams.get('prefix') ?? '',
      delimiter: url.searchParams.get('delimiter') ?? '',
      pageToken: url.searchParams.get('pageToken') ?? undefined,
      maxResults: maxResults ? Number(maxResults) : undefined,
      startOffset: url.searchParams.get('startOffset') ?? undefined,
      endOffset: url.searchParams.get('endOffset') ?? undefined,
    });
    // Production leaves out what is empty.
    return sendJson(res, 200, {
      kind: 'storage#objects',
      ...(result.items.length > 0 && {
        items: result.items.map((item) => gcsResource(item, origin)),
      }),
      ...(result.prefixes.length > 0 && { prefixes: result.prefixes }),
      ...(result.nextPageToken && { nextPageToken: result.nextPageToken }),
    });
  }
  const target = { bucket, name: decodeURIComponent(objectPart) };
  const preconditions = preconditionsOf(url.searchParams);
  switch (req.method) {
    case 'GET': {
      const object = operations.get(OWNER, target, undefined, preconditions);
      if (kind === 'download/' || url.searchParams.get('alt') === 'media') {
        return sendMedia(req, res, object);
      }
      return sendJson(res, 200, gcsResource(object, origin));
    }
    case 'PATCH':
    case 'PUT': {
      const sent = metadataPatch(await readJsonObject(req));
      // PATCH merges; PUT (objects.update) replaces the writable metadata, so what it leaves out
      // is removed, download tokens among the custom keys included.
      const patch =
        req.method === 'PUT' ? replacing(operations.get(OWNER, target).customMetadata, sent) : sent;
      return sendJson(
        res,
        200,
        gcsResource(operations.updateMetadata(OWNER, target, patch, preconditions), origin),
      );
    }
    case 'DELETE':
      operations.delete(OWNER, target, preconditions);
      return sendStatus(res, 204);
    default:
      throw storageErrors.notFound();
  }
}

export function isPublicObjectPath(pathname: string): boolean {
  return PUBLIC_OBJECT.test(pathname) && !pathname.startsWith('/internal/');
}

/** `GET /{bucket}/{name}`: the object's bytes, as its public URL serves them. */
export function handlePublicObject(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  operations: StorageOperations,
): void {
  const [, bucket, name] = PUBLIC_OBJECT.exec(url.pathname) as unknown as [string, string, string];
  const target = { bucket: decodeURIComponent(bucket), name: decodeURIComponent(name) };
  sendMedia(req, res, operations.get(OWNER, target));
}

/**
 * `POST .../o/{name}/acl` (makePublic and other ACL grants): answered as production answers, with
 * no effect, since every object here is readable by the owner and storage.rules decide the rest;
 * the metageneration counts it, as an ACL change does.
 */
async function addAccessControl(
  req: IncomingMessage,
  res: ServerResponse,
  match: RegExpExecArray,
  origin: string,
  operations: StorageOperations,
): Promise<void> {
  const body = await readJsonObject(req);
  const target = {
    bucket: decodeURIComponent(match[1] as string),
    name: decodeURIComponent(match[2] as string),
  };
  const object = operations.updateMetadata(OWNER, target, {});
  const entity = String(body.entity ?? '');
  sendJson(res, 200, {
    kind: 'storage#objectAccessControl',
    id: `${object.bucket}/${object.name}/${object.generation}/${entity}`,
    selfLink: `${origin}/storage/v1/b/${object.bucket}/o/${encodeURIComponent(object.name)}/acl/${encodeURIComponent(entity)}`,
    bucket: object.bucket,
    object: object.name,
    generation: object.generation,
    entity,
    role: String(body.role ?? ''),
    etag: etagOf(object),
  });
}

/** `POST .../o/{name}/compose` `{ destination, sourceObjects: [{ name, generation }] }`. */
async function composeObjects(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  match: RegExpExecArray,
  origin: string,
  operations: StorageOperations,
): Promise<void> {
  const body = await readJsonObject(req);
  const destination = body.destination;
  const sourceObjects = Array.isArray(body.sourceObjects) ? body.sourceObjects : [];
  const sources = sourceObjects.map((source: unknown) => {
    const { name, generation } = (source ?? {}) as { name?: unknown; generation?: unknown };
    if (typeof name !== 'string') throw storageErrors.invalid('Every source object needs a name.');
    return generation === undefined ? { name } : { name, generation: String(generation) };
  });
  const object = operations.compose(
    OWNER,
    {
      bucket: decodeURIComponent(match[1] as string),
      name: decodeURIComponent(match[2] as string),
    },
    sources,
    metadataPatch(
      destination && typeof destination === 'object'
        ? (destination as Record<string, unknown>)
        : {},
    ),
    preconditionsOf(url.searchParams),
  );
  sendJson(res, 200, gcsResource(object, origin));
}

/**
 * `POST .../o/{source}/copyTo/b/{bucket}/o/{name}` answers the new object, `rewriteTo` a rewrite
 * response that is done at once, `moveTo/o/{name}` the moved object; a body's metadata replaces
 * the source's.
 */
async function copyOrMove(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  origin: string,
  operations: StorageOperations,
): Promise<void> {
  const override = metadataPatch(await readJsonObject(req));
  const preconditions = {
    source: preconditionsOf(url.searchParams, 'ifSource'),
    destination: preconditionsOf(url.searchParams),
  };
  const copy = COPY.exec(url.pathname);
  if (copy) {
    const [, bucket, name, method, destinationBucket, destinationName] = copy.map((part) =>
      decodeURIComponent(part),
    ) as [string, string, string, string, string, string];
    const object = operations.copy(
      OWNER,
      { bucket, name },
      { bucket: destinationBucket, name: destinationName },
      override,
      preconditions,
    );
    const resource = gcsResource(object, origin);
    if (method === 'copyTo') return sendJson(res, 200, resource);
    const size = String(object.bytes.length);
    return sendJson(res, 200, {
      kind: 'storage#rewriteResponse',
      totalBytesRewritten: size,
      objectSize: size,
      done: true,
      resource,
    });
  }
  const [, bucket, name, destinationName] = (MOVE.exec(url.pathname) as RegExpExecArray).map(
    (part) => decodeURIComponent(part),
  ) as [string, string, string, string];
  const object = operations.move(
    OWNER,
    { bucket, name },
    { bucket, name: destinationName },
    override,
    preconditions,
  );
  sendJson(res, 200, gcsResource(object, origin));
}

async function upload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  origin: string,
  operations: StorageOperations,
  uploads: UploadSessions,
): Promise<void> {
  // The protocol is the query's, or the header the Firebase API uses, as production reads both.
  const uploadType =
    url.searchParams.get('uploadType') ??
    (headerValue(req, 'x-goog-upload-protocol')?.toLowerCase() || null);
  const uploadId = url.searchParams.get('upload_id');
  const preconditions = preconditionsOf(url.searchParams);
  if (uploadType === 'resumable' && uploadId)
    return resumableChunk(req, res, uploadId, origin, operations, uploads);
  if (uploadType === 'resumable') {
    const body = await readJsonObject(req);
    const name = url.searchParams.get('name') ?? (typeof body.name === 'string' ? body.name : '');
    if (!name) throw storageErrors.invalid('Required: the object name.');
    const metadata = metadataPatch(body);
    metadata.contentType ||= headerValue(req, 'x-upload-content-type');

    const session = uploads.start({
      bucket,
      name,
      metadata,
      caller: OWNER,
      addDownloadToken: false,
      preconditions,
    });
    const location = new URL(`${origin}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`);
    location.searchParams.set('uploadType', 'resumable');
    location.searchParams.set('name', name);
    location.searchParams.set('upload_id', session.id);
    return sendStatus(res, 200, { Location: location.href, 'X-GUploader-UploadID': session.id });
  }
  const body = await readBody(req);
  if (uploadType === 'multipart') {
    const { metadata, bytes, partContentType } = parseMultipartRelated(
      String(req.headers['content-type'] ?? ''),
      body,
    );
    const name =
      url.searchParams.get('name') ?? (typeof metadata.name === 'string' ? metadata.name : '');
    if (!name) throw storageErrors.invalid('Required: the object name.');
    const patch = metadataPatch(metadata);
    // The metadata's type first, then the one the request declares, then the media part's.
    patch.contentType ||= headerValue(req, 'x-upload-content-type') ?? partContentType;
    const object = operations.upload(OWNER, { bucket, name }, bytes, patch, {
      addDownloadToken: false,
      preconditions,
    });
    return sendJson(res, 200, gcsResource(object, origin));
  }
  const name = url.searchParams.get('name');
  if (!name) throw storageErrors.invalid('Required: the object name.');
  const contentType = req.headers['content-type'];
  const object = operations.upload(
    OWNER,
    { bucket, name },
    body,
    { contentType: typeof contentType === 'string' ? contentType : undefined },
    { addDownloadToken: false, preconditions },
  );
  sendJson(res, 200, gcsResource(object, origin));
}

/**
 * A PUT of bytes to a resumable session. `Content-Range: bytes a-b/total` (or `*` while the total
 * is unknown); an incomplete upload answers 308 with the Range received, the last one the object.
 */
async function resumableChunk(
  req: IncomingMessage,
  res: ServerResponse,
  uploadId: string,
  origin: string,
  operations: StorageOperations,
  uploads: UploadSessions,
): Promise<void> {
  const body = await readBody(req);
  const range = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(
    String(req.headers['content-range'] ?? ''),
  );
  const session = uploads.get(uploadId);
  if (session.outcome && 'object' in session.outcome) {
    return sendJson(res, 200, gcsResource(session.outcome.object, origin));
  }
  if (body.length > 0) {
    const offset = range?.[1] === undefined ? undefined : Number(range[1]);
    uploads.append(uploadId, body, offset);
  }
  const total = range?.[3];
  if (range && (total === '*' || Number(total) > session.received)) {
    const headers: Record<string, string> = {};
    if (session.received > 0) headers.Range = `bytes=0-${session.received - 1}`;
    return sendStatus(res, 308, headers);
  }
  sendJson(res, 200, gcsResource(finalizeUpload(uploadId, operations, uploads), origin));
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** A patch that leaves nothing of the old writable metadata but what `sent` names. */
function replacing(oldCustom: Record<string, string>, sent: MetadataPatch): MetadataPatch {
  const removed = Object.fromEntries(
    [...Object.keys(oldCustom), DOWNLOAD_TOKENS_KEY].map((key) => [key, null]),
  );
  return {
    contentType: sent.contentType ?? null,
    contentDisposition: sent.contentDisposition ?? null,
    contentEncoding: sent.contentEncoding ?? null,
    contentLanguage: sent.contentLanguage ?? null,
    cacheControl: sent.cacheControl ?? null,
    metadata: { ...removed, ...sent.metadata },
  };
}

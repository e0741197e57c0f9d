// The Firebase Storage API the web SDK (`firebase/storage`) speaks, under `/v0/b/{bucket}/o`:
// multipart, media and resumable uploads (X-Goog-Upload-* headers), metadata get and PATCH,
// delete, list, bytes by `?alt=media` (with a download token or the rules' leave), and the
// owner-only token commands. Each request is decided by storage.rules unless the owner asks.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, sendStatus } from '../http-common/reply.js';
import { ownerCommandCaller, storageCallerOf, type StorageCaller } from './caller.js';
import { storageErrors } from './errors.js';
import { metadataPatch, readBody, readJsonObject, sendMedia } from './http-io.js';
import { parseMultipartRelated } from './multipart.js';
import type { StorageOperations } from './operations.js';
import type { MetadataPatch } from './objects.js';
import { firebaseResource } from './resources.js';
import { finalizeUpload, type UploadSessions } from './uploads.js';

const PATH = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/;
/** The web SDK sends resumable chunks in multiples of 256 KiB; production says so. */
const CHUNK_GRANULARITY = String(256 * 1024);

export function isFirebaseApiPath(pathname: string): boolean {
  return pathname.startsWith('/v0/');
}

export async function handleFirebaseApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  operations: StorageOperations,
  uploads: UploadSessions,
): Promise<void> {
  const match = PATH.exec(url.pathname);
  if (!match) throw storageErrors.notFound();
  const bucket = decodeURIComponent(match[1] as string);
  const objectName = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
  const ownerCommand = url.searchParams.has('create_token') || url.searchParams.has('delete_token');
  const caller = (ownerCommand ? ownerCommandCaller : storageCallerOf)(req.headers.authorization);
  const method = methodOf(req);
  const origin = `http://${req.headers.host ?? 'localhost'}`;

  if (objectName === undefined) {
    if (method === 'GET') return list(res, url, bucket, operations, caller);
    if (method === 'POST' || method === 'PUT') {
      const name = url.searchParams.get('name');
      const uploadId = url.searchParams.get('upload_id');
      if (uploadId) return continueResumable(req, res, uploadId, operations, uploads);
      if (!name) throw storageErrors.invalid('An upload needs ?name=');
      return upload(req, res, { bucket, name }, origin, operations, uploads, caller);
    }
    throw storageErrors.notFound();
  }

  const target = { bucket, name: objectName };
  switch (method) {
    case 'GET': {
      const token = url.searchParams.get('token') ?? undefined;
      const object = operations.ensureDownloadToken(operations.get(caller, target, token));
      if (url.searchParams.get('alt') === 'media') return sendMedia(req, res, object);
      return sendJson(res, 200, firebaseResource(object));
    }
    case 'PATCH': {
      const object = operations.updateMetadata(
        caller,
        target,
        metadataPatch(await readJsonObject(req)),
      );
      return sendJson(res, 200, firebaseResource(object));
    }
    case 'DELETE':
      operations.delete(caller, target);
      return sendStatus(res, 204);
    case 'POST':
    case 'PUT': {
      const createToken = url.searchParams.get('create_token');
      const deleteToken = url.searchParams.get('delete_token');
      if (createToken !== null) {
        if (createToken !== 'true') throw storageErrors.invalid('create_token must be true.');
        return sendJson(res, 200, firebaseResource(operations.addDownloadToken(caller, target)));
      }
      if (deleteToken) {
        const object = operations.removeDownloadToken(caller, target, deleteToken);
        return sendJson(res, 200, firebaseResource(object));
      }
      const uploadId = url.searchParams.get('upload_id');
      if (uploadId) return continueResumable(req, res, uploadId, operations, uploads);
      return upload(req, res, target, origin, operations, uploads, caller);
    }
    default:
      throw storageErrors.notFound();
  }
}

/** PATCH arrives as itself, or as PUT/POST with X-HTTP-Method-Override where PATCH is not sent. */
function methodOf(req: IncomingMessage): string {
  const override = req.headers['x-http-method-override'];
  return typeof override === 'string' ? override.toUpperCase() : (req.method ?? 'GET');
}

function list(
  res: ServerResponse,
  url: URL,
  bucket: string,
  operations: StorageOperations,
  caller: StorageCaller,
): void {
  const prefix = url.searchParams.get('prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) {
    throw storageErrors.invalid(
      'The prefix parameter is required to be empty or ends with a single / character.',
    );
  }
  const maxResults = url.searchParams.get('maxResults');
  const result = operations.list(caller, bucket, {
    prefix,
    delimiter: url.searchParams.get('delimiter') ?? '',
    pageToken: url.searchParams.get('pageToken') ?? undefined,
    maxResults: maxResults ? Number(maxResults) : undefined,
  });
  // The Firebase API leaves out what no reference can name: a console's folder placeholder
  // (`photos/`) and names with an empty segment (`a//b`), as production and firebase-tools do.
  sendJson(res, 200, {
    prefixes: result.prefixes.filter((prefix) => isReferencePath(prefix.replace(/\/$/, ''))),
    items: result.items
      .filter((item) => isReferencePath(item.name))
      .map((item) => ({ name: item.name, bucket: item.bucket })),
    ...(result.nextPageToken && { nextPageToken: result.nextPageToken }),
  });
}

/** The Firebase API stores uploads `inline` unless told otherwise, as production does. */
function withFirebaseDefaults(metadata: MetadataPatch): MetadataPatch {
  return { ...metadata, contentDisposition: metadata.contentDisposition ?? 'inline' };
}

/** A path the web SDK's references can name: segments, none empty. */
function isReferencePath(path: string): boolean {
  return path !== '' && path.split('/').every((segment) => segment !== '');
}

async function upload(
  req: IncomingMessage,
  res: ServerResponse,
  target: { bucket: string; name: string },
  origin: string,
  operations: StorageOperations,
  uploads: UploadSessions,
  caller: StorageCaller,
): Promise<void> {
  const protocol = String(req.headers['x-goog-upload-protocol'] ?? '').toLowerCase();
  const command = String(req.headers['x-goog-upload-command'] ?? '').toLowerCase();
  if (protocol === 'resumable' && command === 'start') {
    const body = await readJsonObject(req);
    const declaredType = req.headers['x-goog-upload-header-content-type'];
    const metadata = withFirebaseDefaults(metadataPatch(body));
    if (!metadata.contentType && typeof declaredType === 'string') {
      metadata.contentType = declaredType;
    }
    const session = uploads.start({ ...target, metadata, caller, addDownloadToken: true });
    const uploadUrl = new URL(`${origin}/v0/b/${encodeURIComponent(target.bucket)}/o`);
    uploadUrl.searchParams.set('name', target.name);
    uploadUrl.searchParams.set('upload_id', session.id);
    uploadUrl.searchParams.set('upload_protocol', 'resumable');
    return sendStatus(res, 200, {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-URL': uploadUrl.href,
      'X-Goog-Upload-Chunk-Granularity': CHUNK_GRANULARITY,
      'X-GUploader-UploadID': session.id,
    });
  }
  const body = await readBody(req);
  if (protocol === 'multipart') {
    const { metadata, bytes, partContentType } = parseMultipartRelated(
      String(req.headers['content-type'] ?? ''),
      body,
    );
    const patch = withFirebaseDefaults(metadataPatch(metadata));
    if (!patch.contentType && partContentType) patch.contentType = partContentType;
    const object = operations.upload(caller, target, bytes, patch, { addDownloadToken: true });
    return sendJson(res, 200, firebaseResource(object));
  }
  // A plain media upload: the body is the object, its type the request's.
  const contentType = req.headers['content-type'];
  const object = operations.upload(
    caller,
    target,
    body,
    withFirebaseDefaults({
      contentType: typeof contentType === 'string' ? contentType : undefined,
    }),
    { addDownloadToken: true },
  );
  sendJson(res, 200, firebaseResource(object));
}

/** `X-Goog-Upload-Command`: query, cancel, upload, finalize, or "upload, finalize". */
async function continueResumable(
  req: IncomingMessage,
  res: ServerResponse,
  uploadId: string,
  operations: StorageOperations,
  uploads: UploadSessions,
): Promise<void> {
  const commands = String(req.headers['x-goog-upload-command'] ?? '')
    .toLowerCase()
    .split(',')
    .map((command) => command.trim());
  if (commands.includes('query')) {
    const session = uploads.get(uploadId);
    return sendStatus(res, 200, {
      'X-Goog-Upload-Status': session.status,
      'X-Goog-Upload-Size-Received': String(session.received),
    });
  }
  if (commands.includes('cancel')) {
    uploads.cancel(uploadId);
    return sendStatus(res, 200);
  }
  const body = await readBody(req);
  if (commands.includes('upload')) {
    const offset = req.headers['x-goog-upload-offset'];
    uploads.append(uploadId, body, offset === undefined ? undefined : Number(offset));
  }
  if (!commands.includes('finalize')) {
    return sendStatus(res, 200, { 'X-Goog-Upload-Status': 'active' });
  }
  // Final whatever the outcome: a refused upload cannot be finalized again.
  res.setHeader('X-Goog-Upload-Status', 'final');
  const object = finalizeUpload(uploadId, operations, uploads);
  sendJson(res, 200, firebaseResource(object));
}

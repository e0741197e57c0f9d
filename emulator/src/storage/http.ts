// The Storage emulator's HTTP face: CORS for the site's pages, the Firebase API (`/v0/...`), the
// GCS JSON API (`/storage/v1/...`), and firebase-tools' emulator endpoints under `/internal/`
// (rules-unit-testing loads rules with `PUT /internal/setRules`). Errors in production's shape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerPreflight, applyCorsHeaders } from '../http-common/cors.js';
import { GoogleApiError } from '../http-common/google-error.js';
import { sendGoogleError, sendJson, sendStatus } from '../http-common/reply.js';
import { StorageError, storageErrors } from './errors.js';
import { handleFirebaseApi, isFirebaseApiPath } from './firebase-api.js';
import { handleGcsApi, handlePublicObject, isGcsApiPath, isPublicObjectPath } from './gcs-api.js';
import { readJsonObject } from './http-io.js';
import type { StorageOperations } from './operations.js';
import type { UploadSessions } from './uploads.js';

/** What the browser SDK reads from replies (resumable uploads live on these). */
const EXPOSED_HEADERS = [
  'Content-Type',
  'Content-Range',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-GUploader-UploadID',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
  'X-Goog-Hash',
  'Location',
  'Range',
].join(', ');

export interface StorageControl {
  loadRules(source: string): { ok: true } | { ok: false; message: string };
  loadRulesPerBucket(
    files: { bucket: string; source: string }[],
  ): { ok: true } | { ok: false; message: string };
  /** Forgets every object and upload session. */
  reset(): void;
  exportTo(dir: string): Promise<unknown>;
}

export function createStorageHandler(
  operations: StorageOperations,
  uploads: UploadSessions,
  control: StorageControl,
  log: (line: string) => void,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    applyCorsHeaders(req, res, EXPOSED_HEADERS);
    if (answerPreflight(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const api = apiOf(req, url);
    try {
      if (api === 'firebase') {
        await handleFirebaseApi(req, res, url, operations, uploads);
      } else if (api === 'gcs' || api === 'gcs-media') {
        await handleGcsApi(req, res, url, operations, uploads);
      } else if (api === 'public') {
        await handlePublicObject(req, res, url, operations);
      } else {
        await handleEmulatorEndpoint(req, res, url, control);
      }
    } catch (error) {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (error instanceof StorageError) {
        sendError(res, api, error);
        return;
      }
      log(`storage request ${req.method} ${url.pathname} failed: ${String(error)}`);
      sendGoogleError(res, new GoogleApiError(500, 'Internal error.'));
    }
  };
}

/**
 * Which API a request is for, which decides the shape of its errors: the Firebase API's JSON,
 * the GCS JSON API's with a list of reasons (which @google-cloud/storage reads), and its object
 * downloads' plain text, as production answers each.
 */
type Api = 'firebase' | 'gcs' | 'gcs-media' | 'public' | 'emulator';

function apiOf(req: IncomingMessage, url: URL): Api {
  if (isFirebaseApiPath(url.pathname)) return 'firebase';
  if (isGcsApiPath(url.pathname)) {
    const media =
      req.method === 'GET' &&
      (url.pathname.startsWith('/download/') || url.searchParams.get('alt') === 'media');
    return media ? 'gcs-media' : 'gcs';
  }
  if (req.method === 'GET' && isPublicObjectPath(url.pathname)) return 'public';
  return 'emulator';
}

function sendError(res: ServerResponse, api: Api, error: StorageError): void {
  if (api === 'gcs-media' || api === 'public') {
    res.writeHead(error.status, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(error.gcsMessage);
    return;
  }
  sendGoogleError(res, api === 'gcs' ? error.gcsError() : error);
}

async function handleEmulatorEndpoint(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  control: StorageControl,
): Promise<void> {
  if (req.method === 'GET' && url.pathname === '/') {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('Ok');
    return;
  }
  if (req.method === 'PUT' && url.pathname === '/internal/setRules') {
    const body = await readJsonObject(req);
    const files = rulesFiles(body);
    if (typeof files === 'string') return sendJson(res, 400, { message: files });
    const [first] = files;
    const outcome =
      files.length === 1 && first && first.resource === undefined
        ? control.loadRules(first.content)
        : control.loadRulesPerBucket(
            files.map((file) => ({ bucket: file.resource as string, source: file.content })),
          );
    if (!outcome.ok) return sendJson(res, 400, { message: outcome.message });
    return sendJson(res, 200, { message: 'Rules updated successfully' });
  }
  if (req.method === 'POST' && url.pathname === '/internal/reset') {
    control.reset();
    return sendStatus(res, 200);
  }
  if (req.method === 'POST' && url.pathname === '/internal/export') {
    const body = await readJsonObject(req);
    if (typeof body.path !== 'string') {
      return sendJson(res, 400, { message: "Export request body must include 'path'." });
    }
    await control.exportTo(body.path);
    return sendStatus(res, 200);
  }
  throw storageErrors.notFound();
}

interface RulesFile {
  name: string;
  content: string;
  resource?: string;
}

/**
 * `{ rules: { files: [{ name, content, resource? }] } }` as firebase-tools' setRules takes it: one
 * file for every bucket, or several, each naming its bucket as `resource`. A string is what is
 * wrong with the body, in firebase-tools' words.
 */
function rulesFiles(body: Record<string, unknown>): RulesFile[] | string {
  const files = (body.rules as { files?: unknown } | undefined)?.files;
  if (!Array.isArray(files) || files.length === 0) {
    return "Request body must include 'rules.files' array";
  }
  const named = files.every(
    (file: { name?: unknown; content?: unknown }) =>
      typeof file?.name === 'string' && typeof file.content === 'string',
  );
  if (!named) return "Each member of 'rules.files' array must contain 'name' and 'content'";
  const perBucket =
    files.length > 1 || files.some((file: RulesFile) => file.resource !== undefined);
  if (perBucket && !files.every((file: RulesFile) => typeof file.resource === 'string')) {
    return "Each member of 'rules.files' array must contain 'name', 'content', and 'resource'";
  }
  return files as RulesFile[];
}

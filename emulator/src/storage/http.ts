// The Storage emulator's HTTP face: CORS for the site's pages, the Firebase API (`/v0/...`), the
// GCS JSON API (`/storage/v1/...`), and firebase-tools' emulator endpoints under `/internal/`
// (rules-unit-testing loads rules with `PUT /internal/setRules`). Errors in production's shape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerPreflight } from '../http/cors.js';
import { StorageError, storageErrors } from './errors.js';
import { handleFirebaseApi, isFirebaseApiPath } from './firebase-api.js';
import { handleGcsApi, isGcsApiPath } from './gcs-api.js';
import { readJsonObject, sendJson, sendStatus } from './http-io.js';
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
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      res.setHeader('Vary', 'Origin');
    }
    if (answerPreflight(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const gcs = isGcsApiPath(url.pathname);
    try {
      if (isFirebaseApiPath(url.pathname)) {
        await handleFirebaseApi(req, res, url, operations, uploads);
      } else if (gcs) {
        await handleGcsApi(req, res, url, operations, uploads);
      } else {
        await handleEmulatorEndpoint(req, res, url, control);
      }
    } catch (error) {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (error instanceof StorageError) {
        // The GCS JSON API adds a list of reasons, which @google-cloud/storage reads.
        const message = gcs ? error.gcsMessage : error.message;
        const reasons = [{ message, domain: 'global', reason: reasonOf(error.status) }];
        sendJson(res, error.status, {
          error: { code: error.status, message, ...(gcs && { errors: reasons }) },
        });
        return;
      }
      log(`storage request ${req.method} ${url.pathname} failed: ${String(error)}`);
      sendJson(res, 500, { error: { code: 500, message: 'Internal error.' } });
    }
  };
}

function reasonOf(status: number): string {
  return (
    { 400: 'invalid', 401: 'required', 403: 'forbidden', 404: 'notFound', 412: 'conditionNotMet' }[
      status
    ] ?? 'backendError'
  );
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
    const files = (body.rules as { files?: { content?: unknown }[] } | undefined)?.files;
    const source = files?.[0]?.content;
    if (typeof source !== 'string') {
      return sendJson(res, 400, { message: "Request body must include 'rules.files' array" });
    }
    const outcome = control.loadRules(source);
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

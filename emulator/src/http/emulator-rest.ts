// The emulator's own REST endpoints, as Google's emulator serves them to rules-unit-testing,
// firebase-tools and health checks: load rules, clear a project's documents, and `GET /`. Ours
// alone: a project's documents read (`GET`), and its count reset (`DELETE`), at `.../reads`.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Code, RpcError, type EmulatorControl } from '../rpc/contract.js';
import { BodyTooLargeError, readBodyText } from '../http-common/body.js';
import { sendJson } from '../http-common/reply.js';
import { asRpcError, sendRpcError } from './error-body.js';

const RULES_PATH = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/;
const READS_PATH = /^\/emulator\/v1\/projects\/([^/]+)\/reads$/;
const DOCUMENTS_PATH = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/;

/** The rules source of `{"rules":{"files":[{"content":"..."}]}}`, or an error message. */
export function rulesSourceFromBody(text: string): { source: string } | { message: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { message: 'The request body is not JSON.' };
  }
  const files = (body as { rules?: { files?: unknown } } | null)?.rules?.files;
  if (!Array.isArray(files) || files.length === 0) {
    return { message: 'Expected {"rules":{"files":[{"content":"..."}]}}.' };
  }
  const contents = files.map((file: unknown) => (file as { content?: unknown } | null)?.content);
  if (!contents.every((content): content is string => typeof content === 'string')) {
    return { message: 'Every rules file needs a string "content".' };
  }
  // A ruleset of several files is one source for our interpreter.
  return { source: contents.join('\n') };
}

function decodeOrNull(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Serves an emulator endpoint; returns false when the request is not one. */
export function serveEmulatorRest(
  control: EmulatorControl,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
  maxBodyBytes: number,
): boolean {
  if (url.pathname === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Ok');
    return true;
  }
  const rules = RULES_PATH.exec(url.pathname);
  if (rules && req.method === 'PUT') {
    void loadRules(control, decodeOrNull(rules[1] ?? ''), req, res, maxBodyBytes);
    return true;
  }
  const documents = DOCUMENTS_PATH.exec(url.pathname);
  if (documents && req.method === 'DELETE') {
    void clearProject(control, decodeOrNull(documents[1] ?? ''), res);
    return true;
  }
  const reads = READS_PATH.exec(url.pathname);
  if (reads && (req.method === 'GET' || req.method === 'DELETE')) {
    void readCount(control, decodeOrNull(reads[1] ?? ''), req.method === 'DELETE', res);
    return true;
  }
  return false;
}

async function readCount(
  control: EmulatorControl,
  projectId: string | null,
  reset: boolean,
  res: ServerResponse,
): Promise<void> {
  try {
    if (!projectId) throw new RpcError(Code.INVALID_ARGUMENT, 'Bad project id.');
    if (reset) await control.resetReads(projectId);
    sendJson(res, 200, { documentsRead: await control.documentsRead(projectId) });
  } catch (error) {
    sendRpcError(res, asRpcError(error));
  }
}

async function loadRules(
  control: EmulatorControl,
  projectId: string | null,
  req: IncomingMessage,
  res: ServerResponse,
  maxBodyBytes: number,
): Promise<void> {
  try {
    if (!projectId) throw new RpcError(Code.INVALID_ARGUMENT, 'Bad project id.');
    let text: string;
    try {
      text = await readBodyText(req, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        throw new RpcError(Code.INVALID_ARGUMENT, error.message);
      }
      throw error;
    }
    const parsed = rulesSourceFromBody(text);
    if ('message' in parsed) throw new RpcError(Code.INVALID_ARGUMENT, parsed.message);
    const outcome = await control.loadRules(projectId, parsed.source);
    if (!outcome.ok) throw new RpcError(Code.INVALID_ARGUMENT, outcome.message);
    sendJson(res, 200, {});
  } catch (error) {
    sendRpcError(res, asRpcError(error));
  }
}

async function clearProject(
  control: EmulatorControl,
  projectId: string | null,
  res: ServerResponse,
): Promise<void> {
  try {
    if (!projectId) throw new RpcError(Code.INVALID_ARGUMENT, 'Bad project id.');
    await control.clearProject(projectId);
    sendJson(res, 200, {});
  } catch (error) {
    sendRpcError(res, asRpcError(error));
  }
}

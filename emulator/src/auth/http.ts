// The Auth emulator's transport: Google's REST paths under one host, as the SDKs address an
// emulator (`http://host:port/identitytoolkit.googleapis.com/v1/accounts:signUp`), JSON or form
// bodies, CORS for the site's pages, and errors in Google's shape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, parseJsonObject, readBodyText } from '../http-common/body.js';
import { answerPreflight, applyCorsHeaders } from '../http-common/cors.js';
import { sendGoogleError, sendJson } from '../http-common/reply.js';
import type { AuthState } from './accounts.js';
import { AuthApiError } from './errors.js';
import type { SendOobMail } from './mail.js';
import type { SignInMethods } from './sign-in-methods.js';
import { gapiStandIn, handlerPage, iframePage, knownIdentities } from './widget.js';
import {
  OWNER_ONLY,
  operations,
  type OperationContext,
  type OperationName,
  type RequestBody,
} from './operations.js';

/** Imports of many accounts are large; anything beyond this is a mistake. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  operation: OperationName;
}

const CLIENT_OPERATIONS = [
  'signUp',
  'signInWithPassword',
  'lookup',
  'update',
  'delete',
  'sendOobCode',
  'resetPassword',
  'createAuthUri',
  'signInWithIdp',
  'signInWithCustomToken',
  'signInWithEmailLink',
] as const;
/** Identity Toolkit v2 (`/v2/accounts/mfaEnrollment:start`...), as the SDKs call it. */
const MFA_OPERATIONS = [
  ['mfaEnrollment:start', 'mfaEnrollmentStart'],
  ['mfaEnrollment:finalize', 'mfaEnrollmentFinalize'],
  ['mfaEnrollment:withdraw', 'mfaEnrollmentWithdraw'],
  ['mfaSignIn:start', 'mfaSignInStart'],
  ['mfaSignIn:finalize', 'mfaSignInFinalize'],
] as const;
const PROJECT_OPERATIONS = [
  'lookup',
  'update',
  'delete',
  'sendOobCode',
  'batchCreate',
  'batchDelete',
] as const;
const PROJECT = '/identitytoolkit\\.googleapis\\.com/v1/projects/(?<project>[^/:]+)';

const ROUTES: Route[] = [
  ...CLIENT_OPERATIONS.map((operation) => ({
    method: 'POST' as const,
    pattern: new RegExp(`^/identitytoolkit\\.googleapis\\.com/v1/accounts:${operation}$`),
    operation,
  })),
  ...MFA_OPERATIONS.map(([path, operation]) => ({
    method: 'POST' as const,
    pattern: new RegExp(`^/identitytoolkit\\.googleapis\\.com/v2/accounts/${path}$`),
    operation,
  })),
  { method: 'POST', pattern: new RegExp(`^${PROJECT}/accounts$`), operation: 'signUp' },
  ...PROJECT_OPERATIONS.map((operation) => ({
    method: 'POST' as const,
    pattern: new RegExp(`^${PROJECT}/accounts:${operation}$`),
    operation,
  })),
  { method: 'GET', pattern: new RegExp(`^${PROJECT}/accounts:batchGet$`), operation: 'batchGet' },
  {
    method: 'POST',
    pattern: /^\/securetoken\.googleapis\.com\/v1\/token$/,
    operation: 'grantToken',
  },
  {
    method: 'DELETE',
    pattern: /^\/emulator\/v1\/projects\/(?<project>[^/]+)\/accounts$/,
    operation: 'deleteAllAccounts',
  },
  {
    method: 'GET',
    pattern: /^\/emulator\/v1\/projects\/(?<project>[^/]+)\/oobCodes$/,
    operation: 'listOobCodes',
  },
  {
    method: 'GET',
    pattern: /^\/emulator\/v1\/projects\/(?<project>[^/]+)\/config$/,
    operation: 'emulatorConfig',
  },
];

export function createAuthHandler(
  state: AuthState,
  methods: SignInMethods,
  log: (line: string) => void,
  sendMail?: SendOobMail,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    applyCorsHeaders(req, res);
    if (answerPreflight(req, res)) return;
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    try {
      if (req.method === 'GET' && url.pathname === '/') {
        return sendJson(res, 200, { authEmulator: { ready: true } });
      }
      if (req.method === 'GET' && url.pathname === '/emulator/action') {
        return answerActionLink(state, methods, url, res);
      }
      if (req.method === 'GET' && url.pathname.startsWith('/emulator/auth/')) {
        return answerWidget(state, url, res);
      }
      const route = ROUTES.find(
        (candidate) => candidate.method === req.method && candidate.pattern.test(url.pathname),
      );
      if (!route) throw new AuthApiError(404, `Not Found: ${req.method} ${url.pathname}`);
      const projectId = route.pattern.exec(url.pathname)?.groups?.project;
      const privileged = isOwner(req.headers.authorization);
      if (OWNER_ONLY.has(route.operation) && !privileged) {
        throw new AuthApiError(401, 'UNAUTHENTICATED : the project owner (Bearer owner) only');
      }
      const body = { ...Object.fromEntries(url.searchParams), ...(await readBody(req)) };
      const context = operationContext(state, methods, url, {
        projectId,
        privileged,
        log,
        sendMail,
      });
      sendJson(res, 200, operations[route.operation](context, body));
    } catch (error) {
      const apiError =
        error instanceof AuthApiError
          ? error
          : new AuthApiError(500, `INTERNAL : ${String(error)}`);
      sendGoogleError(res, apiError);
    }
  };
}

/**
 * The page an out-of-band link opens when no site handles it: a verification link verifies, a
 * reset link with `&newPassword=…` sets it (as firebase-tools' emulator's page does).
 */
function answerActionLink(
  state: AuthState,
  methods: SignInMethods,
  url: URL,
  res: ServerResponse,
): void {
  const oobCode = url.searchParams.get('oobCode') ?? '';
  const newPassword = url.searchParams.get('newPassword');
  if (url.searchParams.get('mode') === 'signIn') return redirectSignInLink(url, res);
  const context = operationContext(state, methods, url, {
    privileged: false,
    log: () => undefined,
  });
  let message: string;
  try {
    if (url.searchParams.get('mode') === 'verifyEmail') {
      operations.update(context, { oobCode });
      message = 'Your email has been verified.';
    } else if (newPassword !== null) {
      operations.resetPassword(context, { oobCode, newPassword });
      message = 'Your password has been changed.';
    } else {
      message = 'Add &newPassword=… to this link to choose the new password.';
    }
  } catch (error) {
    message = error instanceof AuthApiError ? `Not done: ${error.message}` : String(error);
  }
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`${message}\n`);
}

/**
 * An e-mail sign-in link opens the site's page (`continueUrl`) with the link's parameters, where
 * the site calls signInWithEmailLink, as firebase-tools' emulator redirects it.
 */
function redirectSignInLink(url: URL, res: ServerResponse): void {
  const continueUrl = url.searchParams.get('continueUrl');
  if (!continueUrl || !URL.canParse(continueUrl)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('To sign in, add &continueUrl=YOUR_APP_URL to this link.\n');
    return;
  }
  const target = new URL(continueUrl);
  for (const [name, value] of url.searchParams) {
    if (name !== 'continueUrl') target.searchParams.set(name, value);
  }
  res.writeHead(303, { Location: target.toString() });
  res.end();
}

/** The pages a popup or redirect sign-in opens, and the stand-in for Google's frame library. */
function answerWidget(state: AuthState, url: URL, res: ServerResponse): void {
  const pages: Record<string, () => [string, string]> = {
    '/emulator/auth/handler': () => [
      'text/html',
      handlerPage(knownIdentities(state.project(), url.searchParams.get('providerId') ?? '')),
    ],
    '/emulator/auth/iframe': () => ['text/html', iframePage()],
    '/emulator/auth/gapi.js': () => ['text/javascript', gapiStandIn()],
  };
  const page = pages[url.pathname];
  if (!page) throw new AuthApiError(404, `Not Found: GET ${url.pathname}`);
  const [type, body] = page();
  res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
  res.end(body);
}

/** What an operation works with, for one request (no project: the default one). */
function operationContext(
  state: AuthState,
  methods: SignInMethods,
  url: URL,
  caller: {
    projectId?: string | undefined;
    privileged: boolean;
    log: (line: string) => void;
    sendMail?: SendOobMail | undefined;
  },
): OperationContext {
  return {
    accounts: state.project(caller.projectId),
    privileged: caller.privileged,
    methods,
    now: new Date(),
    emulatorUrl: url.origin,
    log: caller.log,
    sendMail: caller.sendMail,
  };
}

/** firebase-admin (and the emulator's own tooling) calls as the owner with this header. */
function isOwner(authorization: string | undefined): boolean {
  return authorization?.toLowerCase() === 'bearer owner';
}

async function readBody(req: IncomingMessage): Promise<RequestBody> {
  let text: string;
  try {
    text = await readBodyText(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new AuthApiError(413, 'REQUEST_TOO_LARGE');
    throw error;
  }
  if (text.trim() !== '' && isForm(req)) return Object.fromEntries(new URLSearchParams(text));
  return parseJsonObject(text, (problem) =>
    problem === 'not-json'
      ? new AuthApiError(400, 'INVALID_JSON : the body is not JSON')
      : new AuthApiError(400, 'INVALID_JSON : the body is not a JSON object'),
  ) as RequestBody;
}

function isForm(req: IncomingMessage): boolean {
  return req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
}

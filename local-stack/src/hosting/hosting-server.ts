// The local Firebase Hosting: web/dist served by superstatic, the library firebase-tools' own
// Hosting emulator is made of, with firebase.json's `hosting` as it is: rewrites (a function's to
// the functions host, with the page's path after the function's name, as Cloud Functions gives it),
// headers, and the SPA fallback. A `curl` of a page shows what production would send, but for one
// difference: the locally built app talks to the emulators, so the Content-Security-Policy also
// allows their origins (local-sources.ts).
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from '@salon/emulator';
import { readFirebaseJson } from '../config.js';
import { withLocalSources, type LocalSources } from './local-sources.js';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

interface FunctionRewrite {
  function: string | { functionId: string; region?: string };
}

/** superstatic's options, the few used here (its own types need connect's). */
type Superstatic = (options: {
  config: Record<string, unknown>;
  cwd: string;
  stack: 'strict';
  compression: boolean;
  rewriters: { function: (rewrite: FunctionRewrite) => Promise<Handler> };
}) => Handler;

const superstatic = (createRequire(import.meta.url)('superstatic') as { default: Superstatic })
  .default;

export interface HostingOptions {
  /** The repository: firebase.json's `hosting`, and its `public` folder, are read from here. */
  root: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  projectId: string;
  /** The functions host, `http://host:port`. */
  functionsUrl: string;
  localSources: LocalSources;
  /** The files to serve; firebase.json's `public` when left out. */
  publicDir?: string;
}

export interface RunningHosting {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Hop-by-hop headers a proxy does not pass on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/** A function rewrite's target: the functions host's URL of the function, the page's path after it. */
function proxyToFunction(options: HostingOptions, rewrite: FunctionRewrite): Handler {
  const target =
    typeof rewrite.function === 'string'
      ? { functionId: rewrite.function, region: 'us-central1' }
      : { region: 'us-central1', ...rewrite.function };
  return (req, res) => {
    const url = new URL(
      `/${options.projectId}/${target.region}/${target.functionId}${req.url ?? '/'}`,
      options.functionsUrl,
    );
    const upstream = request(
      url,
      {
        method: req.method,
        headers: {
          ...req.headers,
          host: url.host,
          // What Hosting tells a function: where the visitor reached the site.
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
        }
        res.writeHead(answer.statusCode ?? 502);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy(error);
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`The functions host did not answer: ${error.message}`);
    });
    req.pipe(upstream);
  };
}

/**
 * Amends the Content-Security-Policy as the response's headers go out. Installed before
 * superstatic's own header hook, it runs after it, so it sees the header firebase.json set.
 */
function amendPolicyOnHeaders(res: ServerResponse, sources: LocalSources): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const policy = res.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      res.setHeader('Content-Security-Policy', withLocalSources(policy, sources));
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

export async function startHosting(options: HostingOptions): Promise<RunningHosting> {
  const config = readFirebaseJson(options.root).hosting;
  const publicDir = options.publicDir ?? path.resolve(options.root, String(config['public']));
  const site = superstatic({
    // superstatic writes into what it is given (it normalises the header sources), and joins
    // `public` to `cwd` even when absolute.
    config: { ...structuredClone(config), public: '.' },
    cwd: publicDir,
    stack: 'strict',
    compression: true,
    rewriters: {
      function: (rewrite) => Promise.resolve(proxyToFunction(options, rewrite)),
    },
  });
  const server = createServer((req, res) => {
    amendPolicyOnHeaders(res, options.localSources);
    site(req, res, (error) => {
      res.statusCode = error ? 500 : 404;
      res.end(error ? 'Hosting failed.' : 'Not found.');
    });
  });
  const port = options.port || (await freePort(options.host));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host, resolve);
  });
  return {
    url: `http://${options.host}:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

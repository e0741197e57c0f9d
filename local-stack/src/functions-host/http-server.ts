// The functions host's HTTP face, at the URL shape `connectFunctionsEmulator` expects:
// `http://HOST:PORT/{project}/{region}/{name}` for callable and HTTPS functions, plus the
// host's own endpoints under `/_emulator/` for the Firestore emulator and the launcher.
import { randomUUID } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import type { FunctionEndpoint } from './endpoints.js';
import {
  describe,
  type DocumentEventDispatcher,
  type DocumentWrite,
  type Logger,
} from './document-events.js';
import { HandledBatches } from './handled-batches.js';
import type { ObjectChange, ObjectEventDispatcher } from './object-events.js';
import type { ScheduledFunctions } from './schedules.js';

const SETTLE_TIMEOUT_MS = 10_000;

type HttpFunction = Extract<FunctionEndpoint, { kind: 'callable' | 'https' }>;

export function createFunctionsApp(options: {
  projectId: string;
  endpoints: FunctionEndpoint[];
  events: DocumentEventDispatcher;
  objectEvents: ObjectEventDispatcher;
  schedules: ScheduledFunctions;
  log: Logger;
}) {
  const { projectId, endpoints, events, objectEvents, schedules, log } = options;
  const httpFunctions = new Map(
    endpoints
      .filter(
        (endpoint): endpoint is HttpFunction =>
          endpoint.kind === 'callable' || endpoint.kind === 'https',
      )
      .map((endpoint) => [`${endpoint.region}/${endpoint.name}`, endpoint]),
  );
  const handled = new HandledBatches();
  // Tells the bridge a host started again (and lost what the last one was running) from the same.
  const instance = randomUUID();
  const progress = () => ({ instance, handledThrough: handled.through() });
  const app = express();
  app.disable('x-powered-by');
  // As in production: Cloud Functions' Express trusts X-Forwarded-For (so `req.ip` is its
  // leftmost, client-set entry), and Google's front end appends the address it was reached from.
  // Emulating both lets a suite forge the header and see what a deployed function would see.
  app.enable('trust proxy');
  app.use((req, _res, next) => {
    const forwarded = req.headers['x-forwarded-for'];
    const received = req.socket.remoteAddress ?? 'unknown';
    req.headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${received}` : received;
    next();
  });

  app.get('/', (_req, res) => {
    res.type('text/plain').send('Ok');
  });

  app.get('/_emulator/functions', (_req, res) => {
    res.json(
      endpoints.map((endpoint) => ({
        name: endpoint.name,
        kind: endpoint.kind,
        region: endpoint.region,
        ...(endpoint.kind === 'document'
          ? { event: endpoint.event, document: endpoint.pattern }
          : {}),
        ...(endpoint.kind === 'schedule' ? { schedule: endpoint.schedule } : {}),
        ...(endpoint.kind === 'object' ? { event: endpoint.event, bucket: endpoint.bucket } : {}),
      })),
    );
  });

  // The launcher's bridge posts each commit's writes here, in commit order, numbered: it keeps a
  // batch until `handledThrough` covers it, and sends it again to a host that died before.
  app.post('/_emulator/events', express.json({ limit: '50mb' }), (req, res) => {
    const { writes, batch } = req.body as { writes?: unknown; batch?: unknown };
    if (!Array.isArray(writes) || (batch !== undefined && !Number.isSafeInteger(batch))) {
      res.status(400).json({ error: 'expected { "writes": [...], "batch"?: <integer> }' });
      return;
    }
    const handling = Promise.all(
      (writes as DocumentWrite[]).map((write) => events.dispatch(write)),
    );
    if (typeof batch === 'number') {
      handled.take(batch);
      void handling.then(() => handled.finish(batch));
    }
    res.status(202).json({ accepted: writes.length, ...progress() });
  });

  app.get('/_emulator/handled', (_req, res) => {
    res.json(progress());
  });

  // The Storage emulator posts each object change here, in the order they happened.
  app.post('/_emulator/object-events', express.json({ limit: '50mb' }), (req, res) => {
    const changes = (req.body as { changes?: unknown }).changes;
    if (!Array.isArray(changes)) {
      res.status(400).json({ error: 'expected { "changes": [...] }' });
      return;
    }
    for (const change of changes as ObjectChange[]) objectEvents.dispatch(change);
    res.status(202).json({ accepted: changes.length });
  });

  // `?document=threads/t1&count=2`: wait until that document's second event has been handled.
  app.get('/_emulator/settled', async (req, res) => {
    const document = String(req.query.document ?? '');
    const count = Number(req.query.count ?? 1);
    if (!document || !Number.isInteger(count) || count < 1) {
      res.status(400).json({ error: 'expected ?document=<path>&count=<n>' });
      return;
    }
    const settled = await events.settled(document, count, SETTLE_TIMEOUT_MS);
    res.status(settled ? 200 : 408).json({ settled });
  });

  // Resolves once every queued trigger has run: the launcher waits for its seeding's triggers.
  app.get('/_emulator/idle', async (_req, res) => {
    await Promise.all([events.idle(), objectEvents.idle()]);
    res.json({ idle: true });
  });

  // `?scheduleTime=<ISO time>` runs it as the scheduler would at that time (a Monday's run).
  app.post('/_emulator/schedules/:name/run', async (req, res) => {
    const { scheduleTime } = req.query;
    const at = typeof scheduleTime === 'string' ? new Date(scheduleTime) : new Date();
    if (Number.isNaN(at.getTime())) {
      res.status(400).json({ error: `scheduleTime is not a time: ${String(scheduleTime)}` });
      return;
    }
    const ran = await schedules.runNow(req.params.name, at);
    if (ran) res.json({ ran: req.params.name });
    else res.status(404).json({ error: `no scheduled function named ${req.params.name}` });
  });

  // Callable and HTTPS functions are express handlers themselves; Cloud Functions parses JSON first.
  // An HTTPS function sees the path after its name as its own, as deployed (`.../name/a/b` is
  // `/a/b`): Hosting's rewrites call it with the page's path (docs/sharing.md).
  app.all(
    ['/:project/:region/:name', '/:project/:region/:name/*rest'],
    express.json({ limit: '10mb' }),
    async (req: Request, res: Response) => {
      // The raw path after the name, as sent (not decoded and encoded again).
      const remainder = req.url.replace(/^\/[^/?]*\/[^/?]*\/[^/?]*/, '');
      req.url = remainder.startsWith('/') ? remainder : `/${remainder}`;
      const fn = httpFunctions.get(`${req.params.region}/${req.params.name}`);
      if (req.params.project !== projectId || !fn) {
        res.status(404).json({
          error: { status: 'NOT_FOUND', message: `Function ${req.params.name} does not exist.` },
        });
        return;
      }
      try {
        await fn.handler(req, res);
      } catch (error) {
        log(`function ${fn.name} failed: ${describe(error)}`);
        if (!res.headersSent)
          res.status(500).json({ error: { status: 'INTERNAL', message: 'INTERNAL' } });
      }
    },
  );

  return app;
}

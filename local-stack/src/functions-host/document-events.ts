// Turns committed document writes into the CloudEvents Cloud Functions v2 receives, and runs the
// matching triggers: per document in commit order, each failure logged and contained.
import { randomUUID } from 'node:crypto';
import type { JsonObject } from '@salon/emulator';
import type { DocumentEventKind, FunctionEndpoint } from './endpoints.js';
import { PathPattern } from './path-pattern.js';
import { SerialQueues } from './serial-queues.js';

/** One document's change in one commit, as the Firestore emulator reports it. */
export interface DocumentWrite {
  /** Full resource name: `projects/{p}/databases/{d}/documents/{path}`. */
  name: string;
  /** The document before and after the commit, in proto3 JSON, or null when absent. */
  before: JsonObject | null;
  after: JsonObject | null;
  /** Commit time, RFC 3339. */
  time: string;
}

type DocumentTrigger = Extract<FunctionEndpoint, { kind: 'document' }>;

export type Logger = (line: string) => void;

const DOCUMENT_NAME = /^projects\/([^/]+)\/databases\/([^/]+)\/documents\/(.+)$/;

export class DocumentEventDispatcher {
  private readonly queues = new SerialQueues();
  /** Per document path: how many events have been dispatched, and who waits for the next. */
  private readonly dispatched = new Map<string, number>();
  private readonly waiters = new Map<string, (() => void)[]>();
  private readonly triggers: { endpoint: DocumentTrigger; pattern: PathPattern }[];

  constructor(
    endpoints: FunctionEndpoint[],
    /** Functions deployed to a project hear only that project's documents. */
    private readonly projectId: string,
    private readonly log: Logger,
  ) {
    this.triggers = endpoints
      .filter((endpoint): endpoint is DocumentTrigger => endpoint.kind === 'document')
      .map((endpoint) => ({ endpoint, pattern: new PathPattern(endpoint.pattern) }));
  }

  /** Queues the triggers a write fires; resolves once they have all run. */
  dispatch(write: DocumentWrite): Promise<void> {
    const parsed = DOCUMENT_NAME.exec(write.name);
    if (!parsed) {
      this.log(`ignored an event for a malformed document name: ${write.name}`);
      return Promise.resolve();
    }
    const [, project, database, path] = parsed as unknown as [string, string, string, string];
    if (project !== this.projectId) return Promise.resolve();
    const kind = kindOf(write);
    if (!kind) return Promise.resolve();
    this.dispatched.set(path, (this.dispatched.get(path) ?? 0) + 1);
    for (const wake of this.waiters.get(path)?.splice(0) ?? []) wake();
    const fired = this.triggers.filter(
      ({ endpoint, pattern }) =>
        (endpoint.event === kind || endpoint.event === 'written') && pattern.match(path),
    );
    const runs = fired.map(({ endpoint }) => {
      const event = cloudEvent(endpoint.eventType, project, database, path, write);
      return this.queues.enqueue(write.name, async () => {
        try {
          await endpoint.run(event);
        } catch (error) {
          this.log(`function ${endpoint.name} failed on ${path}: ${describe(error)}`);
        }
      });
    });
    return Promise.all(runs).then(() => undefined);
  }

  /** Resolves when every queued trigger has run (tests and shutdown). */
  idle(): Promise<void> {
    return this.queues.idle();
  }

  /**
   * Resolves once `path` has had at least `count` events and every queued trigger has run
   * (theirs, and any other document's: a test's next read may depend on either); false
   * when that many have not arrived within `timeoutMs`. Lets tests wait for a trigger that
   * leaves no trace (one that found nothing to do) without sleeping.
   */
  async settled(path: string, count: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while ((this.dispatched.get(path) ?? 0) < count) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        const waiting = this.waiters.get(path) ?? [];
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
        this.waiters.set(path, waiting);
      });
    }
    await this.queues.idle();
    return true;
  }
}

function kindOf(write: DocumentWrite): Exclude<DocumentEventKind, 'written'> | undefined {
  if (!write.before && write.after) return 'created';
  if (write.before && !write.after) return 'deleted';
  if (write.before && write.after) return 'updated';
  return undefined;
}

/** A structured, JSON-encoded CloudEvent, as Google's emulator sends them. */
function cloudEvent(
  type: string,
  project: string,
  database: string,
  path: string,
  write: DocumentWrite,
) {
  const data: JsonObject = {};
  if (write.before) data.oldValue = write.before;
  if (write.after) data.value = write.after;
  return {
    specversion: '1.0',
    id: randomUUID(),
    type,
    source: `//firestore.googleapis.com/projects/${project}/databases/${database}`,
    subject: `documents/${path}`,
    time: write.time,
    datacontenttype: 'application/json',
    project,
    database,
    namespace: '(default)',
    location: 'nam5',
    document: path,
    // Read only by the `...withAuthContext` triggers; the emulator does not track principals.
    authtype: 'unknown',
    authid: '',
    data,
  };
}

export function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

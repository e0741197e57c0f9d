// Turns Cloud Storage object changes into the CloudEvents Cloud Functions v2 receives
// (`google.cloud.storage.object.v1.*`, the object's GCS JSON resource as data) and runs the
// triggers of that bucket: one object's events in the order they happened, failures logged. A
// trigger with `retry: true` gets a failed event again, as Cloud Functions delivers it: the same
// event, after a wait that doubles, within production's window of 24 hours. Production waits 10 s
// to 10 minutes between tries; here 1 s to a minute, so a drill sees the retry soon after the
// fault ends.
import { randomUUID } from 'node:crypto';
import type { FunctionEndpoint, ObjectEventKind } from './endpoints.js';
import { describe, type Logger } from './document-events.js';
import { SerialQueues } from './serial-queues.js';

/** One object's change, as the Storage emulator reports it. */
export interface ObjectChange {
  kind: Exclude<ObjectEventKind, 'archived'>;
  /** The object's GCS JSON resource (`bucket`, `name`, `generation`, `metadata`...). */
  object: { bucket: string; name: string; updated?: string; [field: string]: unknown };
  /** When it happened, RFC 3339. */
  time: string;
}

type ObjectTrigger = Extract<FunctionEndpoint, { kind: 'object' }>;
type ObjectCloudEvent = ReturnType<typeof cloudEvent>;

const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_WAIT_MS = 1_000;
const LONGEST_RETRY_WAIT_MS = 60_000;

export class ObjectEventDispatcher {
  private readonly queues = new SerialQueues();
  private readonly triggers: ObjectTrigger[];
  /** Retries waiting for their time: the end of each one's wait, and a way to end it now. */
  private readonly waiting = new Set<{ waited: Promise<void>; end: () => void }>();
  private closed = false;

  constructor(
    endpoints: FunctionEndpoint[],
    private readonly log: Logger,
  ) {
    this.triggers = endpoints.filter(
      (endpoint): endpoint is ObjectTrigger => endpoint.kind === 'object',
    );
  }

  /** Queues the triggers a change fires; returns at once. */
  dispatch(change: ObjectChange): void {
    const { bucket } = change.object;
    for (const trigger of this.triggers) {
      if (trigger.event !== change.kind || trigger.bucket !== bucket) continue;
      this.run(trigger, cloudEvent(trigger.eventType, change), Date.now(), 1);
    }
  }

  /** Resolves when every queued trigger has run, and every retry waiting has too. */
  async idle(): Promise<void> {
    do {
      await Promise.all([...this.waiting].map(({ waited }) => waited));
      await this.queues.idle();
    } while (this.waiting.size > 0);
  }

  /** Drops the retries still waiting (the host is stopping): nothing more is run. */
  close(): void {
    this.closed = true;
    for (const { end } of this.waiting) end();
  }

  private run(trigger: ObjectTrigger, event: ObjectCloudEvent, firstTry: number, attempt: number) {
    const { bucket, name } = event.data;
    void this.queues.enqueue(`${bucket}/${name}`, async () => {
      try {
        await trigger.run(event);
      } catch (error) {
        const failed = `function ${trigger.name} failed on gs://${bucket}/${name}`;
        const wait = Math.min(FIRST_RETRY_WAIT_MS * 2 ** (attempt - 1), LONGEST_RETRY_WAIT_MS);
        if (!trigger.retry || this.closed || Date.now() + wait - firstTry > RETRY_WINDOW_MS) {
          this.log(`${failed}: ${describe(error)}`);
          return;
        }
        this.log(`${failed}, retry ${attempt} in ${wait / 1000} s: ${describe(error)}`);
        this.retryLater(wait, () => this.run(trigger, event, firstTry, attempt + 1));
      }
    });
  }

  private retryLater(wait: number, retry: () => void): void {
    const entry = { waited: Promise.resolve(), end: () => undefined as void };
    entry.waited = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        // Queued before the wait ends, so idle() finds it queued.
        if (!this.closed) retry();
        entry.end();
      }, wait);
      entry.end = () => {
        clearTimeout(timer);
        this.waiting.delete(entry);
        resolve();
      };
    });
    this.waiting.add(entry);
  }
}

/**
 * A structured, JSON-encoded CloudEvent as Eventarc delivers Cloud Storage's: the bucket as
 * source, the object as subject, and the `bucket` extension firebase-functions reads.
 */
function cloudEvent(type: string, change: ObjectChange) {
  const { bucket, name } = change.object;
  return {
    specversion: '1.0',
    id: randomUUID(),
    type,
    source: `//storage.googleapis.com/projects/_/buckets/${bucket}`,
    subject: `objects/${name}`,
    time: change.time,
    datacontenttype: 'application/json',
    bucket,
    data: change.object,
  };
}

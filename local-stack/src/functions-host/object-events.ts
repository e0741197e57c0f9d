// Turns Cloud Storage object changes into the CloudEvents Cloud Functions v2 receives
// (`google.cloud.storage.object.v1.*`, the object's GCS JSON resource as data) and runs the
// triggers of that bucket: one object's events in the order they happened, failures logged.
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

export class ObjectEventDispatcher {
  private readonly queues = new SerialQueues();
  private readonly triggers: ObjectTrigger[];

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
    const { bucket, name } = change.object;
    for (const trigger of this.triggers) {
      if (trigger.event !== change.kind || trigger.bucket !== bucket) continue;
      const event = cloudEvent(trigger.eventType, change);
      void this.queues.enqueue(`${bucket}/${name}`, async () => {
        try {
          await trigger.run(event);
        } catch (error) {
          this.log(`function ${trigger.name} failed on gs://${bucket}/${name}: ${describe(error)}`);
        }
      });
    }
  }

  /** Resolves when every queued trigger has run. */
  idle(): Promise<void> {
    return this.queues.idle();
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

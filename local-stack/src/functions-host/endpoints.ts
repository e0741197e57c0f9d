// Reads what each exported function is, the way Cloud Functions does: from its `__endpoint`.

/** The subset of firebase-functions' ManifestEndpoint the host needs. */
interface ManifestEndpoint {
  region?: string[];
  eventTrigger?: {
    eventType: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
    /** `retry: true` in the trigger's options: a failed run's event is delivered again. */
    retry?: unknown;
  };
  callableTrigger?: object;
  httpsTrigger?: object;
  scheduleTrigger?: { schedule: string; timeZone?: string | null };
}

export type DocumentEventKind = 'created' | 'updated' | 'deleted' | 'written';
export type ObjectEventKind = 'finalized' | 'deleted' | 'metadataUpdated' | 'archived';

/** A function exported by the functions module, as the host will run it. */
export type FunctionEndpoint =
  | {
      kind: 'document';
      name: string;
      region: string;
      event: DocumentEventKind;
      pattern: string;
      eventType: string;
      run: (event: object) => unknown;
    }
  | {
      kind: 'object';
      name: string;
      region: string;
      event: ObjectEventKind;
      /** The bucket whose objects fire it (firebase-functions fills in the default bucket). */
      bucket: string;
      eventType: string;
      /** Whether a failed run is tried again (object-events.ts). */
      retry: boolean;
      run: (event: object) => unknown;
    }
  | { kind: 'callable' | 'https'; name: string; region: string; handler: HttpHandler }
  | {
      kind: 'schedule';
      name: string;
      region: string;
      schedule: string;
      timeZone: string | undefined;
      run: (event: object) => unknown;
    };

type HttpHandler = (req: unknown, res: unknown) => unknown;

const DEFAULT_REGION = 'us-central1';
const FIRESTORE_EVENT =
  /^google\.cloud\.firestore\.document\.v1\.(created|updated|deleted|written)(\.withAuthContext)?$/;

const STORAGE_EVENT =
  /^google\.cloud\.storage\.object\.v1\.(finalized|deleted|metadataUpdated|archived)$/;

/** The runnable v2 functions among a module's exports; anything else is reported, not fatal. */
export function discoverEndpoints(exports: Record<string, unknown>): {
  endpoints: FunctionEndpoint[];
  skipped: { name: string; reason: string }[];
} {
  const endpoints: FunctionEndpoint[] = [];
  const skipped: { name: string; reason: string }[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const endpoint = endpointOf(value);
    if (typeof value !== 'function' || !endpoint) continue; // helpers and constants
    const region = endpoint.region?.[0] ?? DEFAULT_REGION;
    if (endpoint.callableTrigger) {
      endpoints.push({ kind: 'callable', name, region, handler: value as HttpHandler });
    } else if (endpoint.httpsTrigger) {
      endpoints.push({ kind: 'https', name, region, handler: value as HttpHandler });
    } else if (endpoint.scheduleTrigger) {
      const { schedule, timeZone } = endpoint.scheduleTrigger;
      // onSchedule's export is an HTTP handler for Cloud Scheduler; `run` is the job itself.
      const run = (value as { run?: (event: object) => unknown }).run;
      if (!run) {
        skipped.push({ name, reason: 'scheduled function without run()' });
        continue;
      }
      endpoints.push({
        kind: 'schedule',
        name,
        region,
        schedule,
        timeZone: timeZone ?? undefined,
        run,
      });
    } else if (endpoint.eventTrigger && STORAGE_EVENT.test(endpoint.eventTrigger.eventType)) {
      const { eventType, eventFilters = {} } = endpoint.eventTrigger;
      const bucket = eventFilters.bucket;
      if (!bucket) {
        skipped.push({
          name,
          reason: `${eventType} without a bucket (no storageBucket configured)`,
        });
        continue;
      }
      endpoints.push({
        kind: 'object',
        name,
        region,
        event: (STORAGE_EVENT.exec(eventType) as RegExpExecArray)[1] as ObjectEventKind,
        bucket,
        eventType,
        retry: endpoint.eventTrigger.retry === true,
        run: value as (event: object) => unknown, // a v2 CloudEvent function
      });
    } else if (endpoint.eventTrigger) {
      const { eventType, eventFilters = {}, eventFilterPathPatterns = {} } = endpoint.eventTrigger;
      const match = FIRESTORE_EVENT.exec(eventType);
      const pattern = eventFilterPathPatterns.document ?? eventFilters.document;
      if (!match || !pattern) {
        skipped.push({ name, reason: `unsupported event type ${eventType}` });
        continue;
      }
      const run = value as (event: object) => unknown; // a v2 CloudEvent function
      endpoints.push({
        kind: 'document',
        name,
        region,
        event: match[1] as DocumentEventKind,
        pattern,
        eventType,
        run,
      });
    } else {
      skipped.push({ name, reason: 'unsupported trigger' });
    }
  }
  return { endpoints, skipped };
}

function endpointOf(value: unknown): ManifestEndpoint | undefined {
  if (typeof value !== 'function') return undefined;
  const endpoint = (value as { __endpoint?: unknown }).__endpoint;
  return typeof endpoint === 'object' && endpoint !== null
    ? (endpoint as ManifestEndpoint)
    : undefined;
}

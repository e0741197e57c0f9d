// Carries each Cloud Storage object change to the functions host, in the order they happened, as
// Google's emulator carries them to Cloud Functions: one POST per change, the next only after the
// host took the last.
import { gcsResource, type StorageEvent } from '@salon/emulator/storage';
import type { ObjectChange } from './functions-host/index.js';

export function bridgeObjectChangesToFunctions(options: {
  subscribe: (listener: (event: StorageEvent) => void) => () => void;
  /** `http://host:port` of the Storage emulator, for the resources' selfLink and mediaLink. */
  storageOrigin: string;
  functionsUrl: string;
  log: (line: string) => void;
}): { idle(): Promise<void>; changesSeen(): number; close(): void } {
  let delivered: Promise<void> = Promise.resolve();
  let seen = 0;
  const unsubscribe = options.subscribe((event) => {
    seen += 1;
    const change = objectChangeOf(event, options.storageOrigin);
    delivered = delivered.then(() => post(options.functionsUrl, change, options.log));
  });
  return { idle: () => delivered, changesSeen: () => seen, close: unsubscribe };
}

function objectChangeOf(event: StorageEvent, storageOrigin: string): ObjectChange {
  return {
    kind: event.kind,
    object: gcsResource(event.object, storageOrigin) as ObjectChange['object'],
    // A deletion happens now; a finalize or metadata update when the object says it was updated.
    time: event.kind === 'deleted' ? new Date().toISOString() : event.object.updated,
  };
}

async function post(functionsUrl: string, change: ObjectChange, log: (line: string) => void) {
  try {
    const response = await fetch(`${functionsUrl}/_emulator/object-events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes: [change] }),
    });
    if (!response.ok) log(`the functions host refused an object event: ${response.status}`);
  } catch (error) {
    log(`could not deliver an object event to the functions host: ${String(error)}`);
  }
}

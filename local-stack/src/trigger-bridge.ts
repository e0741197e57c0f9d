// Carries each Firestore commit to the functions host, in commit order, as Google's emulator
// carries them to Cloud Functions: one POST per commit, the next only after the host took it.
import {
  documentJson,
  formatMicros,
  type CommitEvent,
  type CommitSubscriber,
} from '@salon/emulator';
import type { DocumentWrite } from './functions-host/index.js';

export function bridgeCommitsToFunctions(options: {
  subscribe: (subscriber: CommitSubscriber) => () => void;
  functionsUrl: string;
  log: (line: string) => void;
}): { idle(): Promise<void>; settled(): Promise<void>; close(): void } {
  let delivered: Promise<void> = Promise.resolve();
  let commitsSeen = 0;
  const unsubscribe = options.subscribe((commit) => {
    // Clearing a project (tests' clearFirestore) is not a write: Google's emulator fires no
    // triggers for it, and cascading deletes for every document would only be noise.
    if (commit.cleared) return;
    const writes = writesOf(commit);
    if (writes.length === 0) return;
    commitsSeen += 1;
    delivered = delivered.then(() => post(options.functionsUrl, writes, options.log));
  });
  return {
    idle: () => delivered,
    /**
     * Resolves once every commit so far reached the host and every trigger it fired has run,
     * including the commits those triggers made in turn (a counter update firing a search index).
     */
    async settled() {
      for (;;) {
        const seen = commitsSeen;
        await delivered;
        const response = await fetch(`${options.functionsUrl}/_emulator/idle`);
        if (!response.ok) throw new Error(`the functions host did not settle: ${response.status}`);
        if (commitsSeen === seen) return;
      }
    },
    close: unsubscribe,
  };
}

function writesOf(commit: CommitEvent): DocumentWrite[] {
  const time = formatMicros(commit.commitTime);
  return commit.changes.map((change) => ({
    name: `${commit.database}/documents/${change.path}`,
    before: change.before ? documentJson(commit.database, change.before) : null,
    after: change.after ? documentJson(commit.database, change.after) : null,
    time,
  }));
}

async function post(functionsUrl: string, writes: DocumentWrite[], log: (line: string) => void) {
  try {
    const response = await fetch(`${functionsUrl}/_emulator/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) log(`the functions host refused ${writes.length} events: ${response.status}`);
  } catch (error) {
    log(`could not deliver ${writes.length} events to the functions host: ${String(error)}`);
  }
}

// What one commit costs the Listen streams when many members keep the same page live: 500
// listeners of the Salon's first page (newest 20 of 1,000 threads by a timestamp), in process
// (the service's contract, no transport), so the figure is the emulator's own work per commit.
import { test } from 'vitest';
import type { JsonObject } from '../src/rpc/contract.js';
import { createFirestoreRpcs } from '../src/firestore/service.js';
import { createEmulatorState } from '../src/firestore/state.js';
import { percentile, timeRounds } from './timing.js';

const database = 'projects/demo-fanout/databases/(default)';
const name = (path: string) => `${database}/documents/${path}`;
const context = { database };
const LISTENERS = 500;
const THREADS = 1000;

const thread = (index: number, at: Date): JsonObject => ({
  update: {
    name: name(`threads/t${index}`),
    fields: {
      title: { stringValue: `Thread ${index}` },
      lastActivityAt: { timestampValue: at.toISOString().replace('Z', '123Z') },
    },
  },
});

test('Listen fan-out of one commit to many listeners of one limited query', async () => {
  const rpcs = createFirestoreRpcs(createEmulatorState({ enforceIndexes: false }));
  const start = Date.parse('2026-11-01T00:00:00Z');
  for (let batch = 0; batch < THREADS; batch += 250) {
    const writes = Array.from({ length: 250 }, (_, offset) =>
      thread(batch + offset, new Date(start + (batch + offset) * 60_000)),
    );
    await rpcs.commit(context, { database, writes });
  }
  const query = {
    parent: `${database}/documents`,
    structuredQuery: {
      from: [{ collectionId: 'threads' }],
      orderBy: [{ field: { fieldPath: 'lastActivityAt' }, direction: 'DESCENDING' }],
      limit: 20,
    },
  };
  let messages = 0;
  for (let listener = 0; listener < LISTENERS; listener++) {
    const handler = rpcs.listen(context, { send: () => messages++, fail: () => undefined });
    handler.receive({ database, addTarget: { targetId: 2, query } });
  }
  messages = 0;
  // Each commit moves one thread to the top, as a reply does.
  const times = await timeRounds(50, (round) =>
    rpcs.commit(context, {
      database,
      writes: [thread(round * 7, new Date(start + (THREADS + round) * 60_000))],
    }),
  );
  console.log(
    `\nListen fan-out: ${LISTENERS} listeners of the newest 20 of ${THREADS} threads\n` +
      `  commit to every listener told, p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 0.95).toFixed(1)} ms (${(messages / 50).toFixed(0)} messages a commit)`,
  );
});

// Writes under rules: `create`, `update` or `delete` per write of a batch (the Write stream,
// Commit, BatchWrite, the gRPC document methods). Each write is decided with `resource` as the
// document was and `request.resource` as the write leaves it (transforms applied, so a
// serverTimestamp equals request.time); getAfter()/existsAfter() see the whole batch applied.
// Runs inside the commit's locks, at its commit time, before anything is stored: a denial
// changes nothing.
import type { CallContext, JsonObject } from '../../rpc/contract.js';
import {
  DocumentAccessBudget,
  MULTI_DOCUMENT_ACCESS_LIMIT,
  SINGLE_REQUEST_ACCESS_LIMIT,
  type RulesDataAccess,
  type RulesMethod,
} from '../../rules/index.js';
import type { EmulatorState } from '../state.js';
import type { StoredDocument } from '../store.js';
import { formatMicros } from '../timestamps.js';
import { applyWrite, writeTarget } from '../writes.js';
import { decideOrThrow, rulesCallFor } from './decide.js';

interface PlannedWrite {
  write: JsonObject;
  path: string;
  before: StoredDocument | undefined;
  after: StoredDocument | undefined;
}

/** Throws PERMISSION_DENIED (or the write's own error) unless rules allow every write. */
export function authorizeWrites(
  state: EmulatorState,
  context: CallContext | undefined,
  database: string,
  writes: readonly JsonObject[],
  commitTime: number,
): void {
  if (!context) return;
  const call = rulesCallFor(state, context, database);
  if (!call) return;
  const stored = (path: string) => state.store.get(database, path);

  // The batch as it will be applied, computed the way commitWrites computes it.
  const batch = new Map<string, StoredDocument | undefined>();
  const planned: PlannedWrite[] = [];
  for (const write of writes) {
    const path = writeTarget(database, write);
    const before = batch.has(path) ? batch.get(path) : stored(path);
    const { document: after } = applyWrite(database, write, before, commitTime);
    if (!('verify' in write)) batch.set(path, after);
    planned.push({ write, path, before, after });
  }

  const data: RulesDataAccess = {
    get: (path) => stored(path)?.fields ?? null,
    getAfter: (path) => (batch.has(path) ? batch.get(path) : stored(path))?.fields ?? null,
  };
  // Production allows 20 document reads across a batch or transaction, 10 for a single write.
  const budget = new DocumentAccessBudget(
    writes.length > 1 ? MULTI_DOCUMENT_ACCESS_LIMIT : SINGLE_REQUEST_ACCESS_LIMIT,
  );
  const time = formatMicros(commitTime);
  for (const { write, path, before, after } of planned) {
    // A verify write only asserts a precondition: it reads and writes nothing rules guard.
    if ('verify' in write) continue;
    const method: RulesMethod = 'delete' in write ? 'delete' : before ? 'update' : 'create';
    decideOrThrow(
      call,
      {
        method,
        path,
        resource: before?.fields ?? null,
        requestResource: method === 'delete' ? null : (after?.fields ?? null),
        time,
      },
      data,
      { budget },
    );
  }
}

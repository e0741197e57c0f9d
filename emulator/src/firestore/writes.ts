// Applying google.firestore.v1.Write messages: update (with or without mask), delete, verify
// and transform, their `currentDocument` preconditions and field transforms. A batch is computed
// against an overlay of itself and committed at once, so either every write lands or none does.
import { Code, RpcError, type JsonObject, type JsonValue } from '../rpc/contract.js';
import { MAX_DOCUMENT_BYTES, documentSize } from './document-size.js';
import { deleteField, getField, setField } from './fields.js';
import { documentPathOf, parseFieldPath } from './paths.js';
import type { DocumentStore, StoredDocument } from './store.js';
import { formatMicros, parseMicros } from './timestamps.js';
import { applyFieldTransform } from './transforms.js';
import { identicalFields, normalizeFields, type Fields, type Value } from './values.js';

export interface WriteOutcome {
  /** Present unless the write deleted or only verified the document. */
  updateTime?: number;
  transformResults: Value[];
}

/** The document path a write touches. */
export function writeTarget(database: string, write: JsonObject): string {
  const name =
    (write.update as JsonObject | undefined)?.name ??
    write.delete ??
    write.verify ??
    (write.transform as JsonObject | undefined)?.document;
  if (typeof name !== 'string') {
    throw new RpcError(Code.INVALID_ARGUMENT, 'A write must have an operation.');
  }
  return documentPathOf(database, name);
}

function checkPrecondition(
  name: string,
  existing: StoredDocument | undefined,
  precondition: JsonObject | undefined,
): void {
  if (!precondition) return;
  if ('exists' in precondition) {
    if (precondition.exists === true && !existing) {
      throw new RpcError(Code.NOT_FOUND, `No document to update: ${name}`);
    }
    if (precondition.exists === false && existing) {
      throw new RpcError(Code.ALREADY_EXISTS, `Document already exists: ${name}`);
    }
  }
  if (typeof precondition.updateTime === 'string') {
    const required = parseMicros(precondition.updateTime);
    if (!existing || existing.updateTime !== required) {
      const stored = existing ? formatMicros(existing.updateTime) : 'none';
      throw new RpcError(
        Code.FAILED_PRECONDITION,
        `the stored version (${stored}) does not match the required base version (${precondition.updateTime}) for ${name}`,
      );
    }
  }
}

function fieldPathsOf(mask: JsonValue | undefined): string[][] {
  const paths = ((mask as JsonObject | undefined)?.fieldPaths as string[] | undefined) ?? [];
  return paths.map(parseFieldPath);
}

function updatedFields(existing: Fields | undefined, write: JsonObject): Fields {
  const update = write.update as JsonObject;
  const incoming = normalizeFields(update.fields as JsonObject | undefined);
  if (!write.updateMask) return incoming;
  let fields = existing ?? {};
  for (const segments of fieldPathsOf(write.updateMask)) {
    const value = getField(incoming, segments);
    fields =
      value === undefined ? deleteField(fields, segments) : setField(fields, segments, value);
  }
  return fields;
}

function transformsOf(write: JsonObject): JsonObject[] {
  const inline = (write.updateTransforms as JsonObject[] | undefined) ?? [];
  const legacy =
    ((write.transform as JsonObject | undefined)?.fieldTransforms as JsonObject[] | undefined) ??
    [];
  return [...inline, ...legacy];
}

/**
 * Computes one write against `current` (the document as the batch sees it).
 * Returns the new document (undefined when deleted) and the write's result.
 */
export function applyWrite(
  database: string,
  write: JsonObject,
  current: StoredDocument | undefined,
  commitTime: number,
  deletedInThisCommit = false,
): { document: StoredDocument | undefined; outcome: WriteOutcome } {
  const path = writeTarget(database, write);
  const name = `${database}/documents/${path}`;
  const precondition = write.currentDocument as JsonObject | undefined;
  // Production refuses the request itself (INVALID_ARGUMENT), not the precondition (NOT_FOUND):
  // an update after a delete of the same document in one commit can never apply.
  if (deletedInThisCommit && precondition?.exists === true) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      `An earlier write in this commit deletes ${name}: a later write cannot require it to exist.`,
    );
  }
  checkPrecondition(name, current, precondition);

  if ('delete' in write) return { document: undefined, outcome: { transformResults: [] } };
  if ('verify' in write) return { document: current, outcome: { transformResults: [] } };

  let fields: Fields;
  if ('update' in write) fields = updatedFields(current?.fields, write);
  else fields = current?.fields ?? {};

  const transformResults: Value[] = [];
  for (const transform of transformsOf(write)) {
    if (typeof transform.fieldPath !== 'string') {
      throw new RpcError(Code.INVALID_ARGUMENT, 'A field transform needs a field path.');
    }
    const segments = parseFieldPath(transform.fieldPath);
    const value = applyFieldTransform(transform, getField(fields, segments), commitTime);
    fields = setField(fields, segments, value);
    transformResults.push(value);
  }
  const size = documentSize(path, fields);
  if (size > MAX_DOCUMENT_BYTES) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      `Document '${name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
    );
  }
  // A write that changes nothing (the same values set or merged, a transform with no effect)
  // leaves the document as it was, its update time included, as production does: a
  // transaction that read it still finds the version it read.
  if (current && identicalFields(current.fields, fields)) {
    return { document: current, outcome: { updateTime: current.updateTime, transformResults } };
  }
  const document: StoredDocument = {
    path,
    fields,
    createTime: current?.createTime ?? commitTime,
    updateTime: commitTime,
  };
  return { document, outcome: { updateTime: commitTime, transformResults } };
}

/**
 * Applies writes atomically at `commitTime`. Throws (changing nothing) if any write fails.
 */
export function commitWrites(
  store: DocumentStore,
  database: string,
  writes: readonly JsonObject[],
  commitTime: number,
): WriteOutcome[] {
  const overlay = new Map<string, StoredDocument | undefined>();
  const outcomes: WriteOutcome[] = [];
  for (const write of writes) {
    const path = writeTarget(database, write);
    const deletedInThisCommit = overlay.has(path) && overlay.get(path) === undefined;
    const current = overlay.has(path) ? overlay.get(path) : store.get(database, path);
    const { document, outcome } = applyWrite(
      database,
      write,
      current,
      commitTime,
      deletedInThisCommit,
    );
    if (!('verify' in write)) overlay.set(path, document);
    outcomes.push(outcome);
  }
  store.commit(database, commitTime, overlay);
  return outcomes;
}

export function writeResultJson(outcome: WriteOutcome): JsonObject {
  const result: JsonObject = { transformResults: outcome.transformResults };
  if (outcome.updateTime !== undefined) result.updateTime = formatMicros(outcome.updateTime);
  return result;
}

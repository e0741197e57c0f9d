// Firestore methods beyond the transports' contract, served over gRPC: single-document CRUD,
// ListDocuments (firebase-admin's listDocuments() and recursiveDelete()) and PartitionQuery.
import { randomBytes } from 'node:crypto';
import { Code, RpcError, type JsonObject, type UnaryRpc } from '../rpc/contract.js';
import { authorizeGets, authorizeQuery } from './access/read-checks.js';
import { projectFields } from './fields.js';
import { checkCollectionId, documentPathOf, parentPathOf, parseFieldPath } from './paths.js';
import { compileQuery } from './query.js';
import { databaseOf, guarded, type ServiceCore } from './service-core.js';
import type { EmulatorState } from './state.js';
import { documentJson } from './store.js';

/** Methods beyond the contract that the gRPC transport serves when present. */
export interface ExtraFirestoreRpcs {
  getDocument: UnaryRpc;
  listDocuments: UnaryRpc;
  createDocument: UnaryRpc;
  updateDocument: UnaryRpc;
  deleteDocument: UnaryRpc;
  partitionQuery: UnaryRpc;
}

export function createDocumentRpcs(state: EmulatorState, core: ServiceCore): ExtraFirestoreRpcs {
  const { store } = state;
  const {
    commitBatch,
    readTransaction,
    lockReads,
    documentAt,
    pastReadTime,
    compileRequestQuery,
    maskedDocument,
  } = core;
  return {
    getDocument: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, { ...request, parent: request.name ?? null });
      const name = String(request.name ?? '');
      const path = documentPathOf(database, name);
      authorizeGets(state, context, database, [path]);
      const { transaction } = readTransaction(database, request);
      await lockReads(database, transaction, [path]);
      const document = documentAt(database, path, pastReadTime(database, request, transaction));
      state.reads.add(database, 1);
      if (!document) throw new RpcError(Code.NOT_FOUND, `Document "${name}" not found.`);
      const mask = (request.mask as JsonObject | undefined)?.fieldPaths as string[] | undefined;
      const fields = mask
        ? projectFields(document.fields, mask.map(parseFieldPath))
        : document.fields;
      return documentJson(database, { ...document, fields });
    }),

    listDocuments: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const parent = parentPathOf(database, String(request.parent ?? ''));
      const collectionId = String(request.collectionId ?? '');
      if (collectionId === '') {
        throw new RpcError(Code.INVALID_ARGUMENT, 'ListDocuments needs a collection id.');
      }
      checkCollectionId(collectionId);
      const collectionPath = parent === '' ? collectionId : `${parent}/${collectionId}`;
      // Listing a collection is a query with no constraints, as far as rules are concerned.
      const listQuery = compileQuery(database, String(request.parent ?? ''), {
        from: [{ collectionId }],
      });
      authorizeQuery(state, context, listQuery);
      const mask = (request.mask as JsonObject | undefined)?.fieldPaths as string[] | undefined;
      const entries: { id: string; json: JsonObject }[] = [];
      for (const document of store.collection(database, collectionPath)) {
        const fields = mask
          ? projectFields(document.fields, mask.map(parseFieldPath))
          : document.fields;
        entries.push({
          id: document.path.slice(collectionPath.length + 1),
          json: documentJson(database, { ...document, fields }),
        });
      }
      if (request.showMissing === true) {
        for (const id of store.missingDocumentIds(database, collectionPath)) {
          entries.push({ id, json: { name: `${database}/documents/${collectionPath}/${id}` } });
        }
      }
      state.reads.addQuery(database, entries.length);
      entries.sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
      const after = typeof request.pageToken === 'string' ? request.pageToken : '';
      const remaining = entries.filter((entry) => after === '' || entry.id > after);
      const pageSize = Number(request.pageSize ?? 0) || Infinity;
      const page = remaining.slice(0, pageSize);
      const more = remaining.length > page.length;
      return {
        documents: page.map((entry) => entry.json),
        nextPageToken: more ? (page.at(-1)?.id ?? '') : '',
      };
    }),

    createDocument: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const parent = parentPathOf(database, String(request.parent ?? ''));
      const id =
        typeof request.documentId === 'string' && request.documentId !== ''
          ? request.documentId
          : randomBytes(15).toString('base64url').slice(0, 20);
      const path = `${parent === '' ? '' : `${parent}/`}${String(request.collectionId ?? '')}/${id}`;
      const document = (request.document as JsonObject | undefined) ?? {};
      const write: JsonObject = {
        update: { ...document, name: `${database}/documents/${path}` },
        currentDocument: { exists: false },
      };
      await commitBatch(database, [write], undefined, context);
      return maskedDocument(database, path, request.mask);
    }),

    updateDocument: guarded(async (context, request: JsonObject) => {
      const document = request.document as JsonObject | undefined;
      if (!document || typeof document.name !== 'string') {
        throw new RpcError(Code.INVALID_ARGUMENT, 'UpdateDocument needs a document name.');
      }
      const database = databaseOf(context, { parent: document.name });
      const write: JsonObject = { update: document };
      if (request.updateMask) write.updateMask = request.updateMask;
      if (request.currentDocument) write.currentDocument = request.currentDocument;
      await commitBatch(database, [write], undefined, context);
      return maskedDocument(database, documentPathOf(database, document.name), request.mask);
    }),

    deleteDocument: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, { parent: request.name ?? null });
      const write: JsonObject = { delete: String(request.name ?? '') };
      if (request.currentDocument) write.currentDocument = request.currentDocument;
      await commitBatch(database, [write], undefined, context);
      return {};
    }),

    // No split points: one partition covering everything is a valid answer, and the SDKs then
    // query the whole collection group at once.
    partitionQuery: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const query = compileRequestQuery(database, request.parent, request.structuredQuery);
      authorizeQuery(state, context, query);
      return { partitions: [], nextPageToken: '' };
    }),
  };
}

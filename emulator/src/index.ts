// The emulator's public API, for the launcher and for tests in other workspaces.
export { startEmulator, type EmulatorOptions, type RunningEmulator } from './server/index.js';
export { createFirestoreRpcs, type FirestoreService } from './firestore/service.js';
export { createEmulatorControl } from './firestore/control.js';
export { defaultDatabaseDocuments } from './firestore/access/decide.js';
export {
  createEmulatorState,
  type EmulatorState,
  type EmulatorStateOptions,
} from './firestore/state.js';
export { exportData, importData, type JournalReader } from './firestore/persistence.js';
export { writeAtomically } from './firestore/journal.js';
export { createGrpcServer } from './grpc/server.js';
export * from './rpc/contract.js';
export { documentJson, type CommitEvent, type CommitSubscriber } from './firestore/store.js';
export { formatMicros } from './firestore/timestamps.js';
export { watchRules } from './server/watch-rules.js';
export { readFirestoreEmulatorAddress } from './firebase-json.js';
export { stopOnSignals, freePort } from './process/index.js';

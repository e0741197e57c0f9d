// The emulator's own operations (the REST endpoints rules-unit-testing and firebase-tools call):
// clearing a project's data and loading its rules; and the documents read per project.
import type { EmulatorControl } from '../rpc/contract.js';
import type { EmulatorState } from './state.js';

export function createEmulatorControl(state: EmulatorState): EmulatorControl {
  return {
    async clearProject(projectId) {
      state.store.clearProject(projectId, state.clock.tick());
      await state.store.durable();
    },
    async documentsRead(projectId) {
      return state.reads.documentsRead(projectId);
    },
    async resetReads(projectId) {
      state.reads.reset(projectId);
    },
    async loadRules(projectId, source) {
      // Parsed now, so a syntax error is reported here and the previous rules stay in force.
      return state.rules.load(projectId, source);
    },
  };
}

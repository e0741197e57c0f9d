// The emulator's own operations (the REST endpoints rules-unit-testing and firebase-tools call):
// clearing a project's data and loading its rules.
import type { EmulatorControl } from '../rpc/contract.js';
import type { EmulatorState } from './state.js';

export function createEmulatorControl(state: EmulatorState): EmulatorControl {
  return {
    async clearProject(projectId) {
      state.store.clearProject(projectId, state.clock.tick());
    },
    async loadRules(projectId, source) {
      // Enforcement arrives with the rules interpreter; until then the source is kept as given.
      state.rules.set(projectId, source);
      return { ok: true };
    },
  };
}

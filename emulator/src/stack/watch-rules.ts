// Reloads firestore.rules into the running emulator whenever the file changes. A rules file
// with a syntax error is reported and the previous rules stay in force.
import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { EmulatorControl } from '../rpc/contract.js';

export function watchRules(
  rulesPath: string,
  projectId: string,
  control: EmulatorControl,
  log: (line: string) => void,
): () => void {
  let pending: NodeJS.Timeout | undefined;
  const reload = async () => {
    const result = await control.loadRules(projectId, await readFile(rulesPath, 'utf8'));
    log(result.ok ? `Reloaded ${rulesPath}` : `Kept the previous rules: ${result.message}`);
  };
  const watcher = watch(rulesPath, () => {
    // Editors write a file in several steps: reload once the burst is over.
    clearTimeout(pending);
    pending = setTimeout(() => void reload().catch((error) => log(String(error))), 100);
  });
  return () => {
    clearTimeout(pending);
    watcher.close();
  };
}

// Reloads a rules file (firestore.rules, storage.rules) into a running emulator when it changes.
// A rules file with a syntax error is reported and the previous rules stay in force.
import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmulatorControl } from '../rpc/contract.js';

export function watchRules(
  rulesPath: string,
  projectId: string,
  control: Pick<EmulatorControl, 'loadRules'>,
  log: (line: string) => void,
): () => void {
  let pending: NodeJS.Timeout | undefined;
  const reload = async () => {
    const result = await control.loadRules(projectId, await readFile(rulesPath, 'utf8'));
    log(result.ok ? `Reloaded ${rulesPath}` : `Kept the previous rules: ${result.message}`);
  };
  // The folder, not the file: editors that save by writing a new file and renaming it over the
  // old one would leave a watch on the file itself looking at an inode that is gone.
  const fileName = path.basename(rulesPath);
  const watcher = watch(path.dirname(rulesPath), (_event, changed) => {
    if (changed !== null && changed !== fileName) return;
    // Editors write a file in several steps: reload once the burst is over.
    clearTimeout(pending);
    pending = setTimeout(() => void reload().catch((error) => log(String(error))), 100);
  });
  return () => {
    clearTimeout(pending);
    watcher.close();
  };
}

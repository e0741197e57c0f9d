#!/usr/bin/env node
// `node emulator/dist/cli.js --port 8080 --project demo-x [--host 127.0.0.1]
//   [--rules firestore.rules] [--indexes firestore.indexes.json] [--no-index-enforcement]
//   [--import DIR] [--export-on-exit DIR] [--data-dir DIR]`
// Host and port default to the firestore emulator's in ./firebase.json (else 127.0.0.1:8080), and
// the indexes file to the one it names (`"firestore": {"indexes": ...}`): as deployed, a query
// no declared index serves is refused unless --no-index-enforcement says otherwise.
// Prints one ready line once the port accepts requests, ending with the index mode and the file
// it enforces; exports (if asked) on SIGINT/SIGTERM. --data-dir keeps the data in a folder,
// each commit journalled there before it is acknowledged (docs/emulator.md, "Control and
// persistence"), compacted on SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFirestoreEmulatorAddress, readFirestoreIndexesFile } from './firebase-json.js';
import { DEFAULT_RULES_PROJECT } from './firestore/state.js';
import { stopOnSignals } from './process/stop-on-signals.js';
import { startEmulator } from './server/index.js';
import { watchRules } from './server/watch-rules.js';

const USAGE =
  'Usage: firestore-emulator --port <port> --project <id> [--host 127.0.0.1] [--rules FILE] ' +
  '[--indexes FILE] [--no-index-enforcement] [--import DIR] [--export-on-exit DIR] ' +
  '[--data-dir DIR]\n' +
  'Without --indexes, the indexes file ./firebase.json names is enforced, if it names one.';

async function main(): Promise<void> {
  const address = readFirestoreEmulatorAddress(process.cwd()) ?? { host: '127.0.0.1', port: 8080 };
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(address.port) },
      host: { type: 'string', default: address.host },
      project: { type: 'string' },
      rules: { type: 'string' },
      indexes: { type: 'string' },
      'no-index-enforcement': { type: 'boolean', default: false },
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid --port ${values.port ?? ''}\n${USAGE}`);
  }
  // An explicit --indexes wins over firebase.json's, which is read relative to the folder.
  const fromFirebaseJson = readFirestoreIndexesFile(process.cwd());
  const indexesPath =
    values.indexes ?? (fromFirebaseJson ? path.resolve(fromFirebaseJson) : undefined);
  const indexesSource = values.indexes ?? `${fromFirebaseJson} (named by firebase.json)`;
  const started = performance.now();
  const emulator = await startEmulator({
    host: values.host ?? address.host,
    port,
    ...(values.project !== undefined && { projectId: values.project }),
    ...(values.rules !== undefined && { rulesPath: values.rules }),
    ...(indexesPath !== undefined && { indexesPath }),
    enforceIndexes: indexesPath !== undefined && !values['no-index-enforcement'],
    ...(values.import !== undefined && { importDir: values.import }),
    ...(values['export-on-exit'] !== undefined && { exportOnExit: values['export-on-exit'] }),
    ...(values['data-dir'] !== undefined && { dataDir: values['data-dir'] }),
  });
  stopOnSignals(async () => {
    await emulator.stop();
    if (values['export-on-exit']) console.log(`Exported data to ${values['export-on-exit']}`);
  });

  const elapsed = Math.round(performance.now() - started);
  // Scripts wait for the line's start ("Firestore emulator ready on host:port"): keep it first.
  // A file not there yet declares no composite index (it is read once it appears).
  const missing = indexesPath !== undefined && !existsSync(indexesPath) ? ', not found yet' : '';
  const indexMode = emulator.state.indexes.enforcing
    ? `indexes enforced from ${indexesSource}${missing}`
    : 'indexes not enforced: every query accepted';
  console.log(
    `Firestore emulator ready on ${emulator.host}:${emulator.port}` +
      `${values.project ? ` (project ${values.project})` : ''} in ${elapsed} ms; ${indexMode}`,
  );
  if (values.import !== undefined) {
    console.log(
      emulator.imported === undefined
        ? `No export in ${values.import} yet: starting empty`
        : `Imported ${emulator.imported} documents from ${values.import}`,
    );
  }

  if (emulator.dataDir) {
    const { documents, changes } = emulator.dataDir.loaded;
    console.log(
      `Keeping data in ${values['data-dir']}: ${documents} documents loaded, ${changes} journalled changes replayed`,
    );
  }

  if (values.rules !== undefined) {
    // Edits to the rules file apply at once; one that does not parse leaves the old rules.
    const project = values.project ?? DEFAULT_RULES_PROJECT;
    watchRules(values.rules, project, emulator.control, (line) => console.log(line));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm start`: the whole site locally, offline, with no credentials. Starts our Firestore
// emulator, firebase-tools' Auth emulator, the functions host and the Vite dev server; seeds demo
// data on a first start; Ctrl-C stops everything it started and saves the data.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmulator } from '../server/index.js';
import { startAuthEmulator } from './auth-emulator.js';
import { startChild, type RunningChild } from './child-process.js';
import { readStackConfig } from './config.js';
import { adminApp } from './admin-app.js';
import { seedDemoData } from './demo-data.js';
import { readyTable } from './ready-table.js';
import { bridgeCommitsToFunctions } from './trigger-bridge.js';
import { watchRules } from './watch-rules.js';

const { values: flags } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    schedules: { type: 'boolean', default: false },
  },
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = readStackConfig(root);
const log = (line: string) => console.log(`[stack] ${line}`);
const firestoreData = path.join(config.dataDir, 'firestore');
const authData = path.join(config.dataDir, 'auth');

if (flags.fresh) await rm(config.dataDir, { recursive: true, force: true });
const firstStart = !existsSync(config.dataDir);

const firestore = await startEmulator({
  host: config.host,
  port: config.ports.firestore,
  projectId: config.projectId,
  rulesPath: config.rulesPath,
  indexesPath: config.indexesPath,
  ...(existsSync(firestoreData) && { importDir: firestoreData }),
});
const stopWatchingRules = watchRules(config.rulesPath, config.projectId, firestore.control, log);
log(`Firestore emulator on ${config.host}:${firestore.port}`);

const auth = await startAuthEmulator({
  projectId: config.projectId,
  host: config.host,
  port: config.ports.auth,
  ...(existsSync(authData) && { importDir: authData }),
});
log(`Auth emulator on ${auth.url}`);

const emulatorEnv = {
  FIRESTORE_EMULATOR_HOST: `${config.host}:${firestore.port}`,
  FIREBASE_AUTH_EMULATOR_HOST: auth.hostAndPort,
  // Without credentials, Google's auth library would probe the GCE metadata server, off-machine.
  METADATA_SERVER_DETECTION: 'none',
};
const children: RunningChild[] = [];
children.push(
  await startChild({
    name: 'functions',
    command: process.execPath,
    args: [
      path.join(root, 'emulator/dist/functions-host/main.js'),
      '--functions',
      config.functionsModule,
      '--project',
      config.projectId,
      '--host',
      config.host,
      '--port',
      String(config.ports.functions),
      ...(flags.schedules ? ['--schedules'] : []),
    ],
    cwd: root,
    env: emulatorEnv,
    readyWhen: /^Functions host ready/,
  }),
);
const functionsUrl = `http://${config.host}:${config.ports.functions}`;
const bridge = bridgeCommitsToFunctions({
  subscribe: (subscriber) => firestore.state.store.subscribe(subscriber),
  functionsUrl,
  log,
});

if (firstStart) {
  Object.assign(process.env, emulatorEnv);
  log('First start: seeding demo data…');
  await seedDemoData(adminApp(config.projectId));
  await bridge.idle();
}

if (!flags['no-web']) {
  children.push(
    await startChild({
      name: 'web',
      command: 'npm',
      args: ['run', 'dev', '-w', 'web'],
      cwd: root,
      readyWhen: /Local:\s+http/,
      quiet: /npm warn|^> |^$/,
    }),
  );
}
console.log(readyTable(config));
console.log('Local stack ready');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping…`);
  stopWatchingRules();
  for (const child of children.reverse()) await child.stop();
  bridge.close();
  await firestore.exportTo(firestoreData);
  const accounts = await auth.exportAccounts(authData);
  log(`Saved the data in ${config.dataDir} (${accounts} accounts).`);
  await Promise.all([auth.stop(), firestore.stop()]);
  process.exit(0);
}
// `on`, not `once`: Ctrl-C reaches both npm's wrapper and us, and a second signal must not
// kill the process while it saves.
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

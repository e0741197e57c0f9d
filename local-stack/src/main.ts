// `npm start`: the whole site locally, offline, with no credentials, on the ports of
// firebase.json. Demo data on a first start; documents and accounts reach the data folder as
// each change is acknowledged, so a crash loses none of them, and Ctrl-C stops everything,
// compacts them and saves Storage's files;
// `--fresh` starts empty; `--ephemeral` keeps everything in memory, `--data-dir <dir>` keeps it
// elsewhere than .local-data, and `--built-web` serves the production build of web/ (the browser
// suites).
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stopOnSignals } from '@salon/emulator';
import { readStackConfig } from './config.js';
import { startLocalStack, type LocalStack } from './local-stack.js';
import { readyTable } from './ready-table.js';
import { FAKE_SPOTIFY_PORT } from './fake-spotify/server.js';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './mail-server/server.js';

const { values: flags } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    ephemeral: { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    'built-web': { type: 'boolean', default: false },
    schedules: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
});

// Installed before anything starts: a signal during start-up exits at once, and the exit hook of
// child-process.ts stops whatever children had started.
let stack: Pick<LocalStack, 'stop'> | undefined;
stopOnSignals(async (signal) => {
  console.log(`[stack] ${signal}: stopping…`);
  await stack?.stop();
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const defaults = readStackConfig(root);
// `--data-dir` keeps the data elsewhere than .local-data (the start-up bench uses a folder of its own).
const config = flags['data-dir']
  ? { ...defaults, dataDir: path.resolve(flags['data-dir']) }
  : defaults;
// Writes reach the data folder as they are made, so a first start killed while seeding leaves a
// folder with part of the demo data: this mark, there until the seeding ends, has the next start
// seed again from an empty folder.
const unfinishedSeed = path.join(config.dataDir, 'seeding-unfinished');
const seedingWasCut = !flags.ephemeral && existsSync(unfinishedSeed);
if (seedingWasCut && !flags.fresh) {
  console.log('[stack] The demo data was not all seeded last time: starting afresh.');
}
if (flags.fresh || seedingWasCut) await rm(config.dataDir, { recursive: true, force: true });
const firstStart = flags.ephemeral || !existsSync(config.dataDir);
if (firstStart) console.log('[stack] First start: the demo data will be seeded.');
// (firebase-tools' emulators, FIRESTORE_IMPL=google, save only at a clean stop.)
if (firstStart && !flags.ephemeral && process.env.FIRESTORE_IMPL !== 'google') {
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(unfinishedSeed, '');
}

if (process.env.FIRESTORE_IMPL === 'google') {
  console.log(
    '[stack] FIRESTORE_IMPL=google: using firebase-tools’ own emulators (needs Java and the network).',
  );
  // Loaded only here: it brings firebase-admin and the seeding, a second of loading.
  const { startGoogleStack } = await import('./google-stack.js');
  stack = await startGoogleStack(config, {
    web: !flags['no-web'],
    importExport: !flags.ephemeral,
    seedDemoData: firstStart,
  });
  console.log('Local stack ready');
} else {
  const phases: string[] = [];
  stack = await startLocalStack({
    root,
    projectId: config.projectId,
    host: config.host,
    ports: {
      ...config.ports,
      spotify: FAKE_SPOTIFY_PORT,
      mailSmtp: MAIL_SMTP_PORT,
      mailHttp: MAIL_HTTP_PORT,
    },
    rulesPath: config.rulesPath,
    indexesPath: config.indexesPath,
    storageRulesPath: config.storageRulesPath,
    functionsModule: config.functionsModule,
    ...(!flags.ephemeral && { dataDir: config.dataDir }),
    seedDemoData: firstStart,
    web: !flags['no-web'],
    webBuilt: flags['built-web'],
    runSchedules: flags.schedules,
    onPhase: (phase, milliseconds) => phases.push(`${phase} ${(milliseconds / 1000).toFixed(1)} s`),
  });
  await rm(unfinishedSeed, { force: true });
  // Since this process started: under npm start, its install and build checks included.
  const sinceStart = (performance.now() / 1000).toFixed(1);
  console.log(`[stack] Ready ${sinceStart} s after this process started (${phases.join(', ')})`);
  console.log(readyTable(config, { ephemeral: flags.ephemeral }));
  console.log('Local stack ready');
}

// The local stack as one object: our Firestore emulator, firebase-tools' Auth emulator, the
// functions host fed by every commit, and optionally the site. `npm start` runs it on the
// ports of firebase.json; test suites run it on free ports.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startEmulator, type RunningEmulator } from '../server/index.js';
import { adminApp } from './admin-app.js';
import { startAuthEmulator, type AuthEmulator } from './auth-emulator.js';
import { startChild, type RunningChild } from './child-process.js';
import { seedDemoData } from './demo-data.js';
import { bridgeCommitsToFunctions } from './trigger-bridge.js';
import { watchRules } from './watch-rules.js';

export interface LocalStackOptions {
  root: string;
  projectId: string;
  host: string;
  /** 0 picks a free port. */
  ports: { firestore: number; auth: number; functions: number; web?: number };
  rulesPath: string;
  indexesPath: string;
  functionsModule: string;
  /** Load from and save to this folder; none keeps everything in memory. */
  dataDir?: string;
  seedDemoData: boolean;
  /** Start the Vite dev server too. */
  web: boolean;
  runSchedules?: boolean;
  log?: (line: string) => void;
}

// A type alias, not an interface, so it passes where an environment dictionary is expected.
export type EmulatorEnvironment = {
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
  METADATA_SERVER_DETECTION: 'none';
};

export interface LocalStack {
  firestore: RunningEmulator;
  auth: AuthEmulator;
  functionsUrl: string;
  /** What a process needs to reach these emulators with the admin SDK. */
  env: EmulatorEnvironment;
  /** Resolves when every commit so far has reached the functions host. */
  triggersDelivered(): Promise<void>;
  /** Stops everything; saves the data first when the stack has a data folder. */
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(`[stack] ${line}`));
  const { root, projectId, host, ports } = options;
  const firestoreData = options.dataDir && path.join(options.dataDir, 'firestore');
  const authData = options.dataDir && path.join(options.dataDir, 'auth');

  const firestore = await startEmulator({
    host,
    port: ports.firestore,
    projectId,
    rulesPath: options.rulesPath,
    indexesPath: options.indexesPath,
    ...(firestoreData && existsSync(firestoreData) && { importDir: firestoreData }),
  });
  const stopWatchingRules = watchRules(options.rulesPath, projectId, firestore.control, log);
  const auth = await startAuthEmulator({
    projectId,
    host,
    port: ports.auth,
    ...(authData && existsSync(authData) && { importDir: authData }),
  });
  const env: EmulatorEnvironment = {
    FIRESTORE_EMULATOR_HOST: `${host}:${firestore.port}`,
    FIREBASE_AUTH_EMULATOR_HOST: auth.hostAndPort,
    // Without credentials, Google's auth library would probe the GCE metadata server, off-machine.
    METADATA_SERVER_DETECTION: 'none',
  };

  const children: RunningChild[] = [];
  const functionsHost = await startChild({
    name: 'functions',
    command: process.execPath,
    args: [
      path.join(root, 'emulator/dist/functions-host/main.js'),
      ...['--functions', options.functionsModule, '--project', projectId],
      ...['--host', host, '--port', String(ports.functions)],
      ...(options.runSchedules ? ['--schedules'] : []),
    ],
    cwd: root,
    env,
    readyWhen: /^Functions host ready at (\S+)/,
    quiet: /"severity":"DEBUG"/, // firebase-functions logs every callable's token check
  });
  children.push(functionsHost);
  const functionsUrl = functionsHost.ready[1] as string;
  const bridge = bridgeCommitsToFunctions({
    subscribe: (subscriber) => firestore.state.store.subscribe(subscriber),
    functionsUrl,
    log,
  });

  if (options.seedDemoData) {
    Object.assign(process.env, env);
    await seedDemoData(adminApp(projectId));
    await bridge.idle();
  }
  if (options.web) {
    children.push(
      await startChild({
        name: 'web',
        command: 'npm',
        args: [
          'run',
          'dev',
          '-w',
          'web',
          ...(ports.web ? ['--', '--port', String(ports.web)] : []),
        ],
        cwd: root,
        readyWhen: /Local:\s+http/,
        quiet: /npm warn|^> |^$/,
      }),
    );
  }

  return {
    firestore,
    auth,
    functionsUrl,
    env,
    triggersDelivered: () => bridge.idle(),
    async stop() {
      stopWatchingRules();
      for (const child of children.reverse()) await child.stop();
      bridge.close();
      if (firestoreData && authData) {
        await firestore.exportTo(firestoreData);
        const accounts = await auth.exportAccounts(authData);
        log(`Saved the data in ${options.dataDir} (${accounts} accounts).`);
      }
      await Promise.all([auth.stop(), firestore.stop()]);
    },
  };
}

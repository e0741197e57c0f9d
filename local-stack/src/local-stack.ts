// The local stack as one object: our Firestore, Auth and Storage emulators (firebase-tools' Auth
// emulator with AUTH_IMPL=google), the functions host fed by every commit and every object
// change, and optionally the site.
// `npm start` runs it on the ports of firebase.json; test suites run it on free ports.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import {
  defaultDatabaseDocuments,
  freePort,
  startEmulator,
  watchRules,
  type RunningEmulator,
} from '@salon/emulator';
import { startStorageEmulator, type RunningStorageEmulator } from '@salon/emulator/storage';
import { readFile } from 'node:fs/promises';
import {
  authImplementationFromEnv,
  startAuthEmulator,
  type AuthEmulator,
  type AuthImplementation,
} from './auth-emulator.js';
import { startChild, type RunningChild } from './child-process.js';
import { startSupervisedChild } from './supervised-child.js';
import { bridgeCommitsToFunctions, type CommitBridge } from './trigger-bridge.js';
import { openTriggerProgress } from './trigger-progress.js';
import { bridgeObjectChangesToFunctions } from './storage-trigger-bridge.js';
import { forwardSwitchablePort, type SwitchablePort } from './switchable-port.js';
import { spotifyFunctionsEnvironment } from './fake-spotify/functions-environment.js';
import { startFakeSpotify, type FakeSpotify } from './fake-spotify/server.js';
import { mailFunctionsEnvironment } from './mail-server/functions-environment.js';
import { startMailServer, type MailServer } from './mail-server/server.js';
import { startHosting } from './hosting/hosting-server.js';
import { localSourcesOf } from './hosting/local-sources.js';

import { WEB_PORT, projectOfBucket, readFirebaseJson } from './config.js';

export { defaultBucket, readProjectFiles } from './config.js';
export { runScheduledFunction } from './functions-host/run-schedule.js';
export { MAIL_HTTP_PORT } from './mail-server/server.js';
export type { StoredMessage } from './mail-server/message-store.js';

/** How long stop() waits for running triggers before saving anyway. */
const STOP_SETTLE_TIMEOUT_MS = 5_000;
/**
 * V8 flags for the Node children (functions host, Vite): semi-spaces of 2 MB instead of V8's
 * 16, as `npm start` runs the launcher. A development server trades a few more minor garbage
 * collections for about 10 MB less per process, and the stack stays under 300 MB when ready
 * (docs/local-stack.md, "Start-up time").
 */
const SMALL_YOUNG_GENERATION = ['--max-semi-space-size=2'];

export interface LocalStackOptions {
  root: string;
  projectId: string;
  host: string;
  /** 0 picks a free port (the fake streaming provider's and the mail server's too, when left out). */
  ports: {
    firestore: number;
    auth: number;
    functions: number;
    /** 0 (or left out) picks a free port. */
    storage?: number;
    web?: number;
    spotify?: number;
    mailSmtp?: number;
    mailHttp?: number;
  };
  rulesPath: string;
  indexesPath: string;
  storageRulesPath: string;
  functionsModule: string;
  /**
   * Keep the data in this folder: documents and accounts journalled there as each change is
   * acknowledged (docs/local-stack.md, "Durability"), Storage files saved at stop. None keeps
   * everything in memory.
   */
  dataDir?: string;
  seedDemoData: boolean;
  /**
   * Serve the site too: Vite's dev server, or with `webBuilt` the production build in web/dist
   * through the local Hosting.
   */
  web: boolean;
  /**
   * Serve web/dist through the local Hosting (firebase.json's rewrites and headers, the shared
   * pages from the functions host) instead of the dev server: what production serves, and the
   * browser suites' choice, as a fresh browser context then loads a few bundles instead of every
   * module of the app.
   */
  webBuilt?: boolean;
  /** The built site's files; firebase.json's `hosting.public` (web/dist) when left out. */
  builtWebDir?: string;
  runSchedules?: boolean;
  /** Defaults to AUTH_IMPL from the environment, else ours. */
  authImplementation?: AuthImplementation;
  log?: (line: string) => void;
  /** Told how long each start-up phase took; firestore, auth, functions and web overlap. */
  onPhase?: (phase: StartupPhase, milliseconds: number) => void;
}

export type StartupPhase = 'firestore' | 'auth' | 'storage' | 'functions' | 'seed' | 'web';

// A type alias, not an interface, so it passes where an environment dictionary is expected.
export type EmulatorEnvironment = {
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
  FIREBASE_STORAGE_EMULATOR_HOST: string;
  STORAGE_EMULATOR_HOST: string;
  METADATA_SERVER_DETECTION: 'none';
};

export interface LocalStack {
  firestore: RunningEmulator;
  auth: AuthEmulator;
  storage: RunningStorageEmulator;
  /**
   * Storage's port, which a fault drill closes (requests refused, open ones cut, as of a server
   * that went down) and opens again; the emulator and its objects stay meanwhile.
   */
  storageServer: Pick<SwitchablePort, 'takeDown' | 'bringUp'>;
  functionsUrl: string;
  /** The functions host's process: started again by the stack when it dies of itself. */
  functionsHost: { pid(): number; restarts(): number };
  /** Commits whose triggers the functions host has not yet run. */
  triggerBacklog(): number;
  /** The site's address when the stack serves it. */
  webUrl: string | null;
  /** The fake streaming provider the functions are configured with (docs/streaming.md). */
  spotify: FakeSpotify;
  /** The mail server the functions send through, and its inbox (docs/local-stack.md, "Mail"). */
  mail: MailServer;
  /** What a process needs to reach these emulators with the admin SDK. */
  env: EmulatorEnvironment;
  /** Resolves when every commit so far has reached the functions host. */
  triggersDelivered(): Promise<void>;
  /** Resolves when every trigger fired so far has run, with the triggers their writes fired. */
  triggersSettled(): Promise<void>;
  /** Stops everything; with a data folder, compacts its journals and saves Storage's files. */
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(`[stack] ${line}`));
  const timed = async <T>(phase: StartupPhase, starting: Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await starting;
    options.onPhase?.(phase, performance.now() - started);
    return result;
  };
  const { root, projectId, host, ports } = options;
  // Read before anything starts: a bad AUTH_IMPL is refused with nothing to clean up.
  const authImplementation = options.authImplementation ?? authImplementationFromEnv();
  const firestoreData = options.dataDir && path.join(options.dataDir, 'firestore');
  const authData = options.dataDir && path.join(options.dataDir, 'auth');
  const storageData = options.dataDir && path.join(options.dataDir, 'storage');
  // How far the functions host got, so a start runs the triggers the last run left unrun.
  const triggerProgress = options.dataDir
    ? await openTriggerProgress(path.join(options.dataDir, 'triggers'), log)
    : undefined;
  /** The commit bridge, once the functions host is up; until then the progress's list waits. */
  const live: { bridge?: CommitBridge } = {};

  // Whatever has started, stopped in reverse if a later step fails: a failed start leaves no
  // process or port behind (a test runner's worker may end without running exit hooks).
  const running: { stop(): Promise<void> }[] = [];
  const tracked = <T extends { stop(): Promise<void> }>(service: T) => (
    running.push(service),
    service
  );
  const stopRunning = async () => {
    for (const service of running.reverse()) await service.stop().catch(() => undefined);
  };

  const siteUrl = `http://${host}:${ports.web ?? WEB_PORT}`;
  // The site's callback, the one redirect URI the fake provider's app has registered.
  const spotifyRedirectUri = `${siteUrl}/auth/spotify/callback`;
  const spotify = tracked(
    await startFakeSpotify({ host, port: ports.spotify ?? 0, redirectUris: [spotifyRedirectUri] }),
  );
  const mail = tracked(
    await startMailServer({ host, smtpPort: ports.mailSmtp ?? 0, httpPort: ports.mailHttp ?? 0 }),
  );
  // Every port is known before anything starts, so the slow starters can overlap: the children
  // (functions host, site) load in their own processes while the emulators start in this one.
  const firestorePort = ports.firestore || (await freePort(host));
  const authPort = ports.auth || (await freePort(host));
  const functionsPort = ports.functions || (await freePort(host));
  const storagePort = ports.storage || (await freePort(host));
  const env: EmulatorEnvironment = {
    FIRESTORE_EMULATOR_HOST: `${host}:${firestorePort}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${authPort}`,
    // firebase-admin's getStorage() in the functions and the seeding finds the emulator here.
    FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${storagePort}`,
    // firebase-admin copies the line above to this one once per process, at its first
    // getStorage(), and never again: set here too, a second stack in the same process (a test,
    // or a process that inherited another stack's environment) reaches its own emulator.
    STORAGE_EMULATOR_HOST: `http://${host}:${storagePort}`,
    // Without credentials, Google's auth library would probe the GCE metadata server, off-machine.
    METADATA_SERVER_DETECTION: 'none',
  };

  // What storage.rules' firestore.get() reads: the bucket's project's documents in Firestore,
  // once it has started (no request reaches the Storage emulator before the stack is up).
  let firestoreState: Parameters<typeof defaultDatabaseDocuments>[0] | undefined;

  const children: { stop(): Promise<void> }[] = [];
  const started = <T extends { stop(): Promise<void> }>(child: T) => (
    children.push(tracked(child)),
    child
  );
  // The children first: they spawn at once, before this process gets busy.
  const starting = [
    timed(
      'functions',
      startSupervisedChild({
        log,
        name: 'functions',
        command: process.execPath,
        args: [
          ...SMALL_YOUNG_GENERATION,
          path.join(root, 'local-stack/dist/functions-host/main.js'),
          ...['--functions', options.functionsModule, '--project', projectId],
          ...['--host', host, '--port', String(functionsPort)],
          ...(options.runSchedules ? ['--schedules'] : []),
        ],
        cwd: root,
        env: {
          ...env,
          ...spotifyFunctionsEnvironment(spotify, spotifyRedirectUri),
          ...mailFunctionsEnvironment(mail, siteUrl),
        },
        readyWhen: /^Functions host ready at (\S+)/,
        quiet: /"severity":"DEBUG"/, // firebase-functions logs every callable's token check
      }).then(started),
    ),
    options.web &&
      !options.webBuilt &&
      timed(
        'web',
        startSite(root, ports.web, `http://${host}:${functionsPort}/${projectId}/us-central1`).then(
          started,
        ),
      ),
    options.web && options.webBuilt
      ? timed(
          'web',
          startHosting({
            root,
            host,
            port: ports.web ?? WEB_PORT,
            projectId,
            functionsUrl: `http://${host}:${functionsPort}`,
            // The emulators the built app was pointed at: firebase.json's, whatever this stack uses.
            localSources: localSourcesOf(readFirebaseJson(root).emulators),
            ...(options.builtWebDir && { publicDir: options.builtWebDir }),
          }).then(tracked),
        )
      : undefined,
    timed(
      'firestore',
      startEmulator({
        host,
        port: firestorePort,
        projectId,
        rulesPath: options.rulesPath,
        indexesPath: options.indexesPath,
        // Journalled as commits are acknowledged, so a crash or a kill loses none of them.
        ...(firestoreData && { dataDir: firestoreData, log }),
        ...(triggerProgress && {
          journalReader: {
            replayed: (commit) => triggerProgress.replayed(commit),
            // The compacted journal held commits whose triggers may not have run: kept first.
            compacting: () =>
              triggerProgress.keepWaiting(live.bridge?.waiting() ?? triggerProgress.unhandled),
          },
        }),
      }).then((started) => {
        if (triggerProgress) started.state.clock.observe(triggerProgress.newest);
        firestoreState = started.state;
        return tracked(started);
      }),
    ),
    timed(
      'storage',
      // In this process, beside Firestore, so storage.rules' firestore.get() reads its documents.
      readFile(options.storageRulesPath, 'utf8').then(async (rules) => {
        // On a port of its own, behind the stack's Storage port, which can then go down and come
        // back with the emulator's objects kept (storageServer).
        const emulator = tracked(
          await startStorageEmulator({
            host,
            port: 0,
            rules,
            firestore: (bucket) =>
              firestoreState && defaultDatabaseDocuments(firestoreState, projectOfBucket(bucket)),
            ...(storageData && existsSync(storageData) && { importDir: storageData }),
            log,
          }),
        );
        const front = tracked(
          await forwardSwitchablePort({ host, port: storagePort, targetPort: emulator.port }),
        );
        return { emulator: { ...emulator, port: front.port }, front };
      }),
    ),
    timed(
      'auth',
      startAuthEmulator({
        projectId,
        host,
        port: authPort,
        implementation: authImplementation,
        log,
        smtp: { host: mail.host, port: mail.smtpPort },
        ...(authData && { dataDir: authData }),
      }).then(tracked),
    ),
  ] as const;
  const [functionsHost, dev, hosting, firestore, storageServed, auth] = await Promise.all(
    starting,
  ).catch(async (error) => {
    await Promise.allSettled(starting);
    await stopRunning();
    throw error;
  });
  const { emulator: storage, front: storageFront } = storageServed;
  const stopWatchingFirestoreRules = watchRules(
    options.rulesPath,
    projectId,
    firestore.control,
    log,
  );
  const stopWatchingStorageRules = watchRules(
    options.storageRulesPath,
    projectId,
    { loadRules: async (_projectId, source) => storage.loadRules(source) },
    log,
  );
  const stopWatchingRules = () => {
    stopWatchingFirestoreRules();
    stopWatchingStorageRules();
  };
  const functionsUrl = functionsHost.ready[1] as string;
  const resumed = triggerProgress ? triggerProgress.unhandled : [];
  if (resumed.length > 0) {
    log(`${resumed.length} commits' triggers had not run when the stack last ended; running them`);
  }
  const commitBridge = bridgeCommitsToFunctions({
    subscribe: (subscriber) => firestore.state.store.subscribe(subscriber),
    functionsUrl,
    log,
    resume: resumed,
    ...(triggerProgress && { handled: (time: number) => triggerProgress.handled(time) }),
  });
  live.bridge = commitBridge;
  const objectBridge = bridgeObjectChangesToFunctions({
    subscribe: (listener) => storage.state.subscribe(listener),
    storageOrigin: `http://${host}:${storage.port}`,
    functionsUrl,
    log,
  });
  const bridge = {
    idle: async () => {
      await Promise.all([commitBridge.idle(), objectBridge.idle()]);
    },
    /**
     * Until no trigger changed anything more: a Storage trigger may write documents, and a
     * document trigger may write objects.
     */
    async settled() {
      for (;;) {
        const changes = objectBridge.changesSeen();
        await objectBridge.idle();
        await commitBridge.settled();
        if (objectBridge.changesSeen() === changes) return;
      }
    },
    close() {
      commitBridge.close();
      objectBridge.close();
    },
  };

  if (options.seedDemoData) {
    Object.assign(process.env, env);
    try {
      // Loaded only to seed: firebase-admin takes the launcher a second to load.
      const [{ adminApp }, { seedDemoData }] = await Promise.all([
        import('./admin-app.js'),
        import('./demo-data.js'),
      ]);
      await timed(
        'seed',
        seedDemoData({
          app: adminApp(projectId),
          projectId,
          authUrl: auth.url,
          authImplementation,
          functionsUrl,
          triggersSettled: () => bridge.settled(),
        }),
      );
    } catch (error) {
      stopWatchingRules();
      bridge.close();
      await stopRunning();
      throw error;
    }
  }

  return {
    firestore,
    auth,
    storage,
    storageServer: { takeDown: storageFront.takeDown, bringUp: storageFront.bringUp },
    functionsUrl,
    webUrl: hosting ? hosting.url : dev ? (dev.ready[1] ?? null) : null,
    spotify,
    mail,
    env,
    triggersDelivered: () => bridge.idle(),
    triggersSettled: () => bridge.settled(),
    functionsHost: { pid: functionsHost.pid, restarts: functionsHost.restarts },
    triggerBacklog: commitBridge.backlog,
    async stop() {
      stopWatchingRules();
      // Save what the triggers made of the last writes, but never hang on a stuck function.
      await Promise.race([
        bridge
          .settled()
          .catch((error: unknown) => log(`triggers did not settle: ${String(error)}`)),
        new Promise((resolve) => setTimeout(resolve, STOP_SETTLE_TIMEOUT_MS).unref()),
      ]);
      // Closed first: a host stopping is not one to wait for and send again to.
      bridge.close();
      await triggerProgress?.close();
      for (const child of children.reverse()) await child.stop();
      await hosting?.stop();
      // Documents and accounts are on disk already (journalled): their stops compact them.
      if (storageData) {
        const files = await storage.exportTo(storageData);
        log(`Saved the data in ${options.dataDir} (${files} files).`);
      }
      await Promise.all([
        auth.stop(),
        firestore.stop(),
        storageFront.stop().then(() => storage.stop()),
        spotify.stop(),
        mail.stop(),
      ]);
    },
  };
}

/**
 * Vite's dev server in web/. Run as node on Vite's own script, not through `npm run`, whose
 * start-up would add most of a second, with a preload that stops it when the launcher dies.
 * `functionsBase` is where it sends the function rewrites links from outside reach.
 */
function startSite(
  root: string,
  port: number | undefined,
  functionsBase: string,
): Promise<RunningChild> {
  const webDir = path.join(root, 'web');
  const vitePackage = createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json');
  return startChild({
    name: 'web',
    command: process.execPath,
    args: [
      ...SMALL_YOUNG_GENERATION,
      '--import',
      pathToFileURL(path.join(root, 'local-stack/dist/vite-stops-with-launcher.js')).href,
      path.join(path.dirname(vitePackage), 'bin/vite.js'),
      ...(port ? ['--port', String(port)] : []),
    ],
    cwd: webDir,
    env: { SALON_FUNCTIONS_BASE: functionsBase },
    readyWhen: /Local:\s+(http\S+)/,
    quiet: /^\s*$/,
  });
}

// FIRESTORE_IMPL=google: the same site on firebase-tools' own emulators (Google's Java Firestore
// emulator, downloaded at first use), for machines with Java and the network, so our emulator can
// be compared with Google's. It cannot run on our offline machines; see docs/local-stack.md.
import { adminApp } from './admin-app.js';
import { startChild, type RunningChild } from './child-process.js';
import type { StackConfig } from './config.js';
import { seedDemoData } from './demo-data.js';

export async function startGoogleStack(
  config: StackConfig,
  options: { web: boolean; importExport: boolean; seedDemoData: boolean },
) {
  const children: RunningChild[] = [];
  children.push(
    await startChild({
      name: 'firebase',
      command: 'npx',
      args: [
        'firebase',
        'emulators:start',
        '--only',
        'auth,firestore,functions',
        '--project',
        config.projectId,
        ...(options.importExport
          ? ['--import', config.dataDir, '--export-on-exit', config.dataDir]
          : []),
      ],
      cwd: config.root,
      readyWhen: /All emulators ready/,
    }),
  );
  if (options.seedDemoData) {
    process.env.FIRESTORE_EMULATOR_HOST = `${config.host}:${config.ports.firestore}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `${config.host}:${config.ports.auth}`;
    await seedDemoData({
      app: adminApp(config.projectId),
      projectId: config.projectId,
      authUrl: `http://${config.host}:${config.ports.auth}`,
      functionsUrl: `http://${config.host}:${config.ports.functions}`,
      authImplementation: 'google',
      // firebase-tools' functions emulator cannot say when its triggers are done: the reply
      // notifications written after the seeding looks keep their own time.
      triggersSettled: () => Promise.resolve(),
    });
  }
  if (options.web) {
    children.push(
      await startChild({
        name: 'web',
        command: 'npm',
        args: ['run', 'dev', '-w', 'web'],
        cwd: config.root,
        readyWhen: /Local:\s+http/,
        quiet: /npm warn|^> |^$/,
      }),
    );
  }
  return {
    async stop() {
      for (const child of children.reverse()) await child.stop();
    },
  };
}

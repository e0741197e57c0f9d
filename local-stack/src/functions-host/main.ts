// `node local-stack/dist/functions-host/main.js --functions functions/lib/index.js --project demo-x`
// Runs in its own process, like Cloud Functions: a crashing function cannot take down Firestore.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { describe } from './document-events.js';
import { onLauncherGone } from '../on-launcher-gone.js';
import { stopOnSignals } from '@salon/emulator/process';
import { cloudFunctionsEnvironment, startFunctionsHost, type FunctionsHost } from './index.js';

const { values } = parseArgs({
  options: {
    functions: { type: 'string' },
    project: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '5001' },
    schedules: { type: 'boolean', default: false },
  },
});
if (!values.functions || !values.project) {
  console.error(
    'usage: main.js --functions <built module> --project <id> [--host H] [--port P] [--schedules]',
  );
  process.exit(2);
}

Object.assign(process.env, cloudFunctionsEnvironment(values.project));

// Unprefixed: the stack prefixes every line of its children's output with the child's name.
const log = (line: string) => console.error(line);
process.on('unhandledRejection', (reason) => log(`unhandled rejection: ${describe(reason)}`));
process.on('uncaughtException', (error) => log(`uncaught exception: ${describe(error)}`));

// Installed before anything can fail or hang: a launcher that dies while we load (SIGKILL, a
// failed start) leaves no orphan behind.
let host: FunctionsHost | undefined;
stopOnSignals(async () => host?.stop());
// With the launcher gone there is nothing to finish: the Firestore emulator the triggers write to
// went with it. So exit now, even half way through a graceful stop (the launcher's SIGTERM) that
// waits for a trigger, which may never end: one retrying the gone emulator kept an orphaned host
// on port 5001 for over a minute.
onLauncherGone(() => process.exit(0));

try {
  const functionsModule = (await import(
    pathToFileURL(path.resolve(values.functions)).href
  )) as Record<string, unknown>;
  host = await startFunctionsHost({
    projectId: values.project,
    functionsModule,
    host: values.host,
    port: Number(values.port),
    runSchedules: values.schedules,
    log,
  });
} catch (error) {
  // Not left to the uncaughtException handler above, which keeps a process alive: a host that
  // cannot start (its port taken, its module broken) says why and exits.
  log(`could not start: ${describe(error)}`);
  process.exit(1);
}

console.log(`Functions host ready at ${host.url} (${host.endpoints.length} functions)`);

// A child the stack keeps running, as Cloud Functions keeps instances: when it dies of itself (a
// crash, an out-of-memory kill, SIGKILL), it is started again with the same options, so the
// launcher's bridges find it back on its port and send it what it had not handled.
import { startChild, type ChildOptions, type RunningChild } from './child-process.js';

export interface SupervisedChild extends Omit<RunningChild, 'pid' | 'exited'> {
  /** The running process's id (another after each restart). */
  pid(): number;
  /** How many times it was started again and is ready. */
  restarts(): number;
}

export async function startSupervisedChild(
  options: ChildOptions & { log: (line: string) => void },
): Promise<SupervisedChild> {
  const first = await startChild(options);
  let current: RunningChild = first;
  let restarting: Promise<unknown> = Promise.resolve();
  let restarts = 0;
  let stopping = false;
  const watch = (child: RunningChild) => {
    void child.exited.then((how) => {
      if (stopping) return;
      options.log(`${options.name} ended (${String(how)}); starting it again`);
      restarting = startChild(options).then(
        (next) => {
          current = next;
          restarts += 1;
          watch(next);
        },
        // A host that cannot start (its module broken) would only fail again: say so and stop.
        (error: unknown) => options.log(`${options.name} could not start again: ${String(error)}`),
      );
    });
  };
  watch(first);
  return {
    name: first.name,
    ready: first.ready,
    pid: () => current.pid,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      await restarting;
      await current.stop();
    },
  };
}

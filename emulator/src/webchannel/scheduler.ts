// When a channel's timers fire: keepalives, long-poll holds and idle timeouts. The server runs
// on real time; a test gives its own clock and moves it, so a timer under test never races the
// speed of a loaded machine.

export interface Scheduler {
  /** Calls `callback` once, `ms` from now, unless the returned cancel is called first. */
  after(ms: number, callback: () => void): () => void;
}

/** Node's timers, unref'd: a pending keepalive or idle timeout never keeps a process alive. */
export const realTime: Scheduler = {
  after(ms, callback) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

// How a child of the launcher (the functions host, Vite through its preload) learns that the
// launcher died, however it died (a SIGKILL included): the launcher's end of the child's stdin
// pipe closes. Something must read stdin for its end to be seen. A terminal's stdin never ends.

/** Calls `stop` once the launcher is gone. */
export function onLauncherGone(stop: () => void): void {
  if (!process.stdin.isTTY) process.stdin.once('end', stop).resume();
}

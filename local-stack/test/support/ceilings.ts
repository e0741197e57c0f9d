// How long the local stack's suites wait for what a busy machine makes slow. Sized for a 2-core
// machine running other suites beside this one: firebase-tools' Auth emulator, 7.7 s of CPU on an
// idle machine, took over 60 s to start beside two CPU hogs and another engineer's `npm test`.
// A ceiling only bounds how long a broken start takes to be reported; a healthy run never waits
// it out, so it can be generous.

/** Starting a process or an emulator: given to the hook that starts it, never to a test. */
export const START_CEILING_MS = 5 * 60_000;

/** Something that should follow promptly (a process exiting, its port freed), on a busy machine. */
export const PROMPT_CEILING_MS = 60_000;

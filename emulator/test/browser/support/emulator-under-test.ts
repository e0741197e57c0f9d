// Which emulators the browser suite talks to: the real one (startEmulator: the Firestore
// service, the rules engine and both transports on one port), then the HTTP transport over a
// small in-memory fake, which tells a transport fault from a service fault.
// BROWSER_SUITE_TARGET=real or =fake runs one of them.

import { startEmulator } from '../../../src/server/index.js';
import { startFakeEmulator } from './fake-emulator.js';

export type EmulatorKind = 'real' | 'fake';

export interface EmulatorUnderTest {
  kind: EmulatorKind;
  host: string;
  port: number;
  stop(): Promise<void>;
  /** Listen and Write streams open on the server. */
  openStreamCount: () => number;
  /** Forgets every WebChannel session, as a restarted server would. */
  dropChannelSessions: () => void;
}

async function startRealEmulator(): Promise<EmulatorUnderTest> {
  // Indexes enforced with none declared: the suite checks the refusals production would send.
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, enforceIndexes: true });
  return {
    kind: 'real',
    host: emulator.host,
    port: emulator.port,
    openStreamCount: () => emulator.state.streams.size,
    dropChannelSessions: () => emulator.dropChannelSessions(),
    stop: () => emulator.stop(),
  };
}

const STARTERS: Record<EmulatorKind, () => Promise<EmulatorUnderTest>> = {
  real: startRealEmulator,
  fake: startFakeEmulator,
};

export function emulatorTargets(): {
  kind: EmulatorKind;
  start: () => Promise<EmulatorUnderTest>;
}[] {
  const only = process.env['BROWSER_SUITE_TARGET'];
  const kinds: EmulatorKind[] = only === 'real' || only === 'fake' ? [only] : ['real', 'fake'];
  return kinds.map((kind) => ({ kind, start: STARTERS[kind] }));
}

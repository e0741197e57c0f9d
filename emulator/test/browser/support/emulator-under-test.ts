// Which emulator the browser suite talks to. `fake`: the transport over a small in-memory
// service. The real service is wired in through startEmulator once it exists.

import { startFakeEmulator } from './fake-emulator.js';

export interface EmulatorUnderTest {
  kind: 'fake' | 'real';
  host: string;
  port: number;
  stop(): Promise<void>;
}

export function startEmulatorUnderTest(): Promise<EmulatorUnderTest> {
  return startFakeEmulator();
}

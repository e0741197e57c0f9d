// The Auth emulator contract (contract.ts) against firebase-tools' emulator, the reference.
import { describeAuthEmulatorContract } from './contract.js';

describeAuthEmulatorContract('google');

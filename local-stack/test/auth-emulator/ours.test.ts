// The Auth emulator contract (contract.ts) against ours, the stack's default.
import { describeAuthEmulatorContract } from './contract.js';

describeAuthEmulatorContract('ours');

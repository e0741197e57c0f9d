// Process helpers alone, for processes that need them without loading the emulator (the
// functions host imports these and nothing else of this package).
export { stopOnSignals } from './stop-on-signals.js';
export { freePort } from './free-port.js';

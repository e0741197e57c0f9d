// What a suite's own stack printed: the stack echoes its children's lines (the functions host's
// among them) on this process's console, where a fault test looks for the line a fault must log.
import { vi } from 'vitest';

/**
 * Keeps every line printed with console.log from now on, still printing it; the suite's
 * `vi.restoreAllMocks()` ends it. The array fills as lines come.
 */
export function recordPrintedLines(): string[] {
  const printed: string[] = [];
  const log = console.log.bind(console);
  vi.spyOn(console, 'log').mockImplementation((...words: unknown[]) => {
    printed.push(words.join(' '));
    log(...words);
  });
  return printed;
}

import { useState } from 'react';

/**
 * Holds a button from its press until the live value it shows has changed. Friend and follow
 * writes are transactions, whose change reaches the listener after the commit resolves: without
 * this the button would offer the old action again for that moment, and a second press would
 * repeat the write.
 */
export function useAwaitedChange<Value>(live: Value) {
  const [pressedAt, setPressedAt] = useState<{ readonly value: Value } | null>(null);
  if (pressedAt !== null && !Object.is(pressedAt.value, live)) setPressedAt(null);
  return {
    waiting: pressedAt !== null,
    /** At the press: the value the change must move away from. */
    start: () => setPressedAt({ value: live }),
    /** After a failed write: nothing will change, so the button is free again. */
    cancel: () => setPressedAt(null),
  };
}

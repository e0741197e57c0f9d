import { useState } from 'react';

/**
 * Holds a control from its press until the live value it shows has changed. Profile, friend and
 * follow writes are transactions, whose change reaches the listener after the commit resolves:
 * without this the control would show the old state again for that moment, and a press then
 * would repeat the write (or, on a checkbox, find it already as wanted and do nothing).
 */
export function useAwaitedChange<Value>(live: Value) {
  const [pressedAt, setPressedAt] = useState<{ readonly value: Value } | null>(null);
  if (pressedAt !== null && !Object.is(pressedAt.value, live)) setPressedAt(null);
  return {
    waiting: pressedAt !== null,
    /** At the press: the value the change must move away from. */
    start: () => setPressedAt({ value: live }),
    /** After a failed write: nothing will change, so the control is free again. */
    cancel: () => setPressedAt(null),
  };
}

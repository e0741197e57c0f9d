import { useEffect, useState } from 'react';

/** A read made once: under way, failed, or ready with its value. */
export type ReadOnce<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly value: T };

/**
 * Reads `read` once per `key` (what it reads, in the console's words `what`): what it answers is
 * the read of that key, never the previous key's while the next loads. A failure is logged and
 * answered as 'failed'. Keep `read` one function per key (useCallback).
 */
export function useReadOnce<T>(read: () => Promise<T>, key: string, what: string): ReadOnce<T> {
  const [state, setState] = useState<{ key: string; value: ReadOnce<T> } | null>(null);
  useEffect(() => {
    let current = true;
    read().then(
      (value) => current && setState({ key, value: { status: 'ready', value } }),
      (error: unknown) => {
        console.error(`Could not load ${what}.`, error);
        if (current) setState({ key, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [read, key, what]);
  return state?.key === key ? state.value : { status: 'loading' };
}

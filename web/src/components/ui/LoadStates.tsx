import type { ReactNode } from 'react';

/** A read's state as the lists keep it: under way, failed, or ready with what it read. */
type LoadState = { readonly status: 'loading' } | { readonly status: 'failed' } | ReadyState;
type ReadyState = { readonly status: 'ready' };

/**
 * What a list shows while its read is under way, when it failed (with a Retry button when
 * `retry` is given), when it read nothing, and what it read. Each state's words are the caller's.
 */
export function LoadStates<S extends LoadState>({
  state,
  loading,
  failed,
  retry,
  isEmpty,
  empty,
  children,
}: {
  state: S;
  loading: ReactNode;
  failed: ReactNode;
  retry?: { readonly label: string; readonly onRetry: () => void };
  isEmpty: (ready: Extract<S, ReadyState>) => boolean;
  empty: ReactNode;
  children: (ready: Extract<S, ReadyState>) => ReactNode;
}) {
  if (state.status === 'loading') return loading;
  if (state.status === 'failed') {
    if (!retry) return failed;
    return (
      <div className="load-failed">
        {failed}
        <button type="button" className="button" onClick={retry.onRetry}>
          {retry.label}
        </button>
      </div>
    );
  }
  const ready = state as Extract<S, ReadyState>;
  return isEmpty(ready) ? empty : children(ready);
}

import { useEffect, useEffectEvent, useState } from 'react';
import { FORUM_TOASTS } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';

export type SearchAnswer<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly value: T };

/**
 * What `search()` answers for `key`, the one string that says what is asked: loading until the
 * answer for this very key arrives (a late answer for an earlier key is dropped), and on failure
 * logged as `failure` and toasted with the spec's "Failed to load results. Please try again.".
 * A null key asks nothing: null.
 */
export function useSearchAnswer<T>(
  key: string | null,
  search: () => Promise<T>,
  failure: string,
): SearchAnswer<T> | null {
  const [answered, setAnswered] = useState<{ key: string; answer: SearchAnswer<T> } | null>(null);
  // The search closes over what the key says; it runs again only when the key changes.
  const runSearch = useEffectEvent(search);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    runSearch().then(
      (value) => {
        if (current) setAnswered({ key, answer: { status: 'ready', value } });
      },
      (error: unknown) => {
        console.error(failure, error);
        if (!current) return;
        toast({ ...FORUM_TOASTS.searchFailed, variant: 'destructive' });
        setAnswered({ key, answer: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, failure]);

  if (key === null) return null;
  return answered?.key === key ? answered.answer : { status: 'loading' };
}

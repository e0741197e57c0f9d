import { useEffect, useState } from 'react';
import { FORUM_TOASTS } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import type { SalonApi } from '../api/types';

/** Whose discussions the list is narrowed to, from the "Started by" field. */
export type MemberFilter =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'found'; readonly uid: string }
  /** Nobody has that username (or it could not be looked up): the list is empty. */
  | { readonly status: 'unknown' };

const NONE: MemberFilter = { status: 'none' };

/** Resolves a (debounced) username to its member's uid; blank means no filter. */
export function useMemberId(api: SalonApi, username: string): MemberFilter {
  const typed = username.trim();
  const [resolved, setResolved] = useState<{ typed: string; filter: MemberFilter } | null>(null);

  useEffect(() => {
    if (typed === '') return;
    let current = true;
    api.findMemberId(typed).then(
      (uid) => {
        if (current)
          setResolved({ typed, filter: uid ? { status: 'found', uid } : { status: 'unknown' } });
      },
      (error: unknown) => {
        console.error('Could not look up the member.', error);
        if (!current) return;
        toast({ ...FORUM_TOASTS.searchFailed, variant: 'destructive' });
        setResolved({ typed, filter: { status: 'unknown' } });
      },
    );
    return () => {
      current = false;
    };
  }, [api, typed]);

  if (typed === '') return NONE;
  return resolved?.typed === typed ? resolved.filter : { status: 'loading' };
}

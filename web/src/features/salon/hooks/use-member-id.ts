import { useSearchAnswer } from './use-search-answer';
import { findMemberId } from '../api/salon-api';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** Whose discussions the list is narrowed to, from the "Started by" field. */
export type MemberFilter =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'found'; readonly uid: string }
  /** Nobody has that username (or it could not be looked up): the list is empty. */
  | { readonly status: 'unknown' };

/** Resolves a (debounced) username to its member's uid; blank means no filter. */
export function useMemberId(username: string): MemberFilter {
  const services = useFirebaseServices();
  const typed = username.trim();
  const answer = useSearchAnswer(
    typed === '' ? null : typed,
    () => findMemberId(services, typed),
    'Could not look up the member.',
  );
  if (answer === null) return { status: 'none' };
  if (answer.status === 'ready') {
    return answer.value ? { status: 'found', uid: answer.value } : { status: 'unknown' };
  }
  return answer.status === 'failed' ? { status: 'unknown' } : answer;
}

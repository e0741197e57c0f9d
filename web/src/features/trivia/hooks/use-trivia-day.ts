import { useEffect, useState } from 'react';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { subscribeToOwnAnswer, subscribeToTriviaDay } from '../api/trivia-day';
import type { OwnTriviaAnswer, TriviaDayItem } from '../api/types';

export type Loadable<T> =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: T };

/** The day's question, live (counts move as members answer); a failure reads as no question. */
export function useTriviaDay(dayKey: string): Loadable<TriviaDayItem | null> {
  const services = useFirebaseServices();
  const [state, setState] = useState<{ dayKey: string; value: TriviaDayItem | null } | null>(null);
  useEffect(
    () =>
      subscribeToTriviaDay(
        services,
        dayKey,
        (value) => setState({ dayKey, value }),
        (error) => {
          console.error('Could not load today’s trivia.', error);
          setState({ dayKey, value: null });
        },
      ),
    [services, dayKey],
  );
  return state?.dayKey === dayKey ? { status: 'ready', value: state.value } : { status: 'loading' };
}

/** The member's own answer to the day's question, live; null for a visitor or none yet. */
export function useOwnAnswer(dayKey: string, uid: string | null): Loadable<OwnTriviaAnswer | null> {
  const services = useFirebaseServices();
  const key = `${dayKey}/${uid ?? ''}`;
  const [state, setState] = useState<{ key: string; value: OwnTriviaAnswer | null } | null>(null);
  useEffect(() => {
    if (uid === null) return;
    return subscribeToOwnAnswer(
      services,
      dayKey,
      uid,
      (value) => setState({ key, value }),
      (error) => {
        console.error('Could not load your trivia answer.', error);
        setState({ key, value: null });
      },
    );
  }, [services, dayKey, uid, key]);
  if (uid === null) return { status: 'ready', value: null };
  return state?.key === key ? { status: 'ready', value: state.value } : { status: 'loading' };
}

import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';

const TriviaCard = lazyNamed(() => import('./TriviaCard'), 'TriviaCard');

const subscribeToNothing = () => () => {};

/**
 * Today's trivia in the Salon, drawn by the browser only: the server renders the Salon (and the
 * browser hydrates it) without it, then its code loads, so the Salon's first download and its
 * hydrated markup stay as they were (web/README.md, the first visit's budget).
 */
export function TriviaSlot() {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? (
    <Suspense fallback={null}>
      <TriviaCard />
    </Suspense>
  ) : null;
}

import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { getToasts, subscribeToToasts } from './toast-store';

const Toaster = lazyNamed(() => import('./Toaster'), 'Toaster');

let anyToastRaised = false;
/** True from the first toast on, even once it is gone: the Toaster, once loaded, stays mounted. */
const toastsEverRaised = () => (anyToastRaised ||= getToasts().length > 0);

/**
 * The site's toasts. Radix Toast (about 8 kB gzipped with the layers it needs) loads with the
 * first toast rather than with every first visit. The store lives outside React, so a toast raised
 * before the code arrives shows as soon as it has.
 */
export function Toasts() {
  if (!useSyncExternalStore(subscribeToToasts, toastsEverRaised, toastsEverRaised)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

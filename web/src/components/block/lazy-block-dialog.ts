import { lazyNamed } from '../../lib/lazy-named';

/** BlockDialog, fetched the first time a member opens it (with OnceOpened). */
export const LazyBlockDialog = lazyNamed(() => import('./BlockDialog'), 'BlockDialog');

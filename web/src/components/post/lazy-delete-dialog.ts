import { lazyNamed } from '../../lib/lazy-named';

/** DeleteDialog, fetched the first time a member opens it (with OnceOpened). */
export const LazyDeleteDialog = lazyNamed(() => import('./DeleteDialog'), 'DeleteDialog');

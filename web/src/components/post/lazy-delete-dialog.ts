import { lazy } from 'react';

/** DeleteDialog, fetched the first time a member opens it (with OnceOpened). */
export const LazyDeleteDialog = lazy(async () => ({
  default: (await import('./DeleteDialog')).DeleteDialog,
}));

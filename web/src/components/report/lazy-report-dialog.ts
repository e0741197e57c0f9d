import { lazyNamed } from '../../lib/lazy-named';

/** ReportDialog, fetched the first time a member opens it (with OnceOpened). */
export const LazyReportDialog = lazyNamed(() => import('./ReportDialog'), 'ReportDialog');

import { lazyNamed } from '../../../lib/lazy-named';

// The admin panel's dialogs, fetched (with the dialog library) the first time one opens: the panel
// shows lists, and a dialog only on a press.

/** Choosing a suspension (ReportCard's "Delete content and suspend author", User Management). */
export const LazySuspendDialog = lazyNamed(() => import('./SuspendDialog'), 'SuspendDialog');

/** Ending a suspension early (User Management). */
export const LazyLiftSuspensionDialog = lazyNamed(
  () => import('./LiftSuspensionDialog'),
  'LiftSuspensionDialog',
);

/** Confirming the deletion of reported content (ReportCard, with OnceOpened). */
export const LazyDeleteReportedDialog = lazyNamed(
  () => import('./DeleteReportedDialog'),
  'DeleteReportedDialog',
);

// What pages use of the admin panel. Its later tabs load when first chosen: they read their rows
// through the domain's schemas (zod), which the admin's first tab, User Management, does without.
import { lazyNamed } from '../../lib/lazy-named';

export { ADMIN_TEXTS } from './admin-texts';
export { AdminPanelAccess } from './components/AdminPanelAccess';
export { UserManagement } from './components/UserManagement';

export const LazyReportsManagement = lazyNamed(
  () => import('./components/ReportsManagement'),
  'ReportsManagement',
);
export const LazyModerationLog = lazyNamed(
  () => import('./components/ModerationLog'),
  'ModerationLog',
);

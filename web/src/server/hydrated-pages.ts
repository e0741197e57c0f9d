// The lazy page module each kind of page publicPages renders draws: the browser hydrates the
// page when that module's chunk arrives, so the build names its chunks in the shell
// (page-preloads.ts, from vite.config.ts) and the served page preloads them (render-page.tsx).
// A member's page is left out: its first frame waits for the session, a spinner of the shell's.
import type { ServedPage } from '../lib/page-seed';

export const HYDRATED_PAGE_MODULES = {
  salon: 'SalonPage',
  thread: 'ThreadPage',
  none: null,
} as const satisfies Record<ServedPage, string | null>;

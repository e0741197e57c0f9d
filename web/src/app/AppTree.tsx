import type { ReactNode } from 'react';
import { Toasts } from '../components/toast/Toasts';
import { FirebaseSessionProvider, RoleViewProvider } from '../features/auth';
import { BlockingProvider } from '../features/blocking';
import { PageSeedContext, type PageSeed } from '../lib/page-seed';

/**
 * The app as the browser (App.tsx) and the server (src/server/render-page.tsx) both render it,
 * inside their own Firebase services, around their own router: one tree, the same on both sides
 * down to its shape, which React's generated ids (useId) follow, so what the server draws is what
 * the browser hydrates.
 */
export function AppTree({ seed, children }: { seed: PageSeed | null; children: ReactNode }) {
  return (
    <PageSeedContext value={seed}>
      <FirebaseSessionProvider>
        <RoleViewProvider>
          {/* The member's blocks, live for every page: posts fold wherever they show. */}
          <BlockingProvider>{children}</BlockingProvider>
          <Toasts />
        </RoleViewProvider>
      </FirebaseSessionProvider>
    </PageSeedContext>
  );
}

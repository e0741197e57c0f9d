import { BrowserRouter } from 'react-router';
import type { PageSeed } from '../lib/page-seed';
import { AppTree } from './AppTree';
import { FirebaseServices } from './FirebaseServices';
import { AppRoutes } from './routes';

/** The app in the browser; `seed` is what the server read for the page it rendered, if it did. */
export function App({ seed = null }: { seed?: PageSeed | null }) {
  return (
    <FirebaseServices>
      <AppTree seed={seed}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppTree>
    </FirebaseServices>
  );
}

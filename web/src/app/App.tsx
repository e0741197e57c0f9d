import { BrowserRouter } from 'react-router';
import { Toasts } from '../components/toast/Toasts';
import { RoleViewProvider } from '../features/auth/role-view/RoleViewProvider';
import { FirebaseSessionProvider } from '../features/auth/session/FirebaseSessionProvider';
import { BlockingProvider } from '../features/blocking/components/BlockingProvider';
import { FirebaseServices } from './FirebaseServices';
import { AppRoutes } from './routes';

export function App() {
  return (
    <FirebaseServices>
      <FirebaseSessionProvider>
        <RoleViewProvider>
          {/* The member's blocks, live for every page: posts fold wherever they show. */}
          <BlockingProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </BlockingProvider>
          <Toasts />
        </RoleViewProvider>
      </FirebaseSessionProvider>
    </FirebaseServices>
  );
}

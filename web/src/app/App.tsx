import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/toast/Toaster';
import { RoleViewProvider } from '../features/auth/role-view/RoleViewProvider';
import { FirebaseSessionProvider } from '../features/auth/session/FirebaseSessionProvider';
import { FirebaseServices } from './FirebaseServices';
import { AppRoutes } from './routes';

export function App() {
  return (
    <FirebaseServices>
      <FirebaseSessionProvider>
        <RoleViewProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
        </RoleViewProvider>
      </FirebaseSessionProvider>
    </FirebaseServices>
  );
}

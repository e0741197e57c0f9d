import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from '../components/toast/Toaster';
import { RoleViewProvider } from '../features/auth/role-view/RoleViewProvider';
import { FirebaseSessionProvider } from '../features/auth/session/FirebaseSessionProvider';
import { FirebaseServices } from './FirebaseServices';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <FirebaseServices>
      <FirebaseSessionProvider>
        <RoleViewProvider>
          <RouterProvider router={router} />
          <Toaster />
        </RoleViewProvider>
      </FirebaseSessionProvider>
    </FirebaseServices>
  );
}

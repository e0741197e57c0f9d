import { createBrowserRouter, RouterProvider } from 'react-router';
import { FirebaseServices } from './FirebaseServices';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <FirebaseServices>
      <RouterProvider router={router} />
    </FirebaseServices>
  );
}

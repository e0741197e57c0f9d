import { PlaceholderPage } from '../components/layout/PlaceholderPage';

/** /admin: admins only (spec 2); the panel itself comes with the admin issue. */
export function AdminPage() {
  return (
    <PlaceholderPage title="Admin Panel">
      <p>
        The admin panel will hold User Management (roles) and Reports Management (reviewing,
        dismissing and acting on reported discussions and replies), and the View as switch.
      </p>
    </PlaceholderPage>
  );
}

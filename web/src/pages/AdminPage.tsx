import { PlaceholderPage } from '../components/layout/PlaceholderPage';
import { PollAdmin } from '../features/polls/components/PollAdmin';

/**
 * /admin: admins only (spec 2). The panel itself comes with the admin issue; the daily poll
 * tools (open and close polls, issue 9) are here already.
 */
export function AdminPage() {
  return (
    <PlaceholderPage title="Admin Panel">
      <p>
        The admin panel will hold User Management (roles) and Reports Management (reviewing,
        dismissing and acting on reported discussions and replies), and the View as switch.
      </p>
      <PollAdmin />
    </PlaceholderPage>
  );
}

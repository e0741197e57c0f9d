import { PlaceholderPage } from '../components/layout/PlaceholderPage';
import { ViewAsSwitch } from '../features/auth/role-view/ViewAsSwitch';
import { PollAdmin } from '../features/polls/components/PollAdmin';

/**
 * /admin: admins only (spec 2). The View as switch (issue 7) and the daily poll tools (open and
 * close polls, issue 9) are here; User Management and Reports Management come with the admin
 * issue.
 */
export function AdminPage() {
  return (
    <PlaceholderPage title="Admin Panel">
      <ViewAsSwitch />
      <p>
        The admin panel will hold User Management (roles) and Reports Management (reviewing,
        dismissing and acting on reported discussions and replies).
      </p>
      <PollAdmin />
    </PlaceholderPage>
  );
}

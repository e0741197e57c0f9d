import { useRole, ViewAsSwitch } from '../features/auth';
import {
  ADMIN_TEXTS,
  AdminPanelAccess,
  LazyModerationLog as ModerationLog,
  LazyReportsManagement as ReportsManagement,
  UserManagement,
} from '../features/admin';
import { ManageBadgesButton } from '../features/badges';
import { MODERATION_LOG_TEXTS, TRIVIA_TEXTS } from '@salon/domain';
import { PollAdmin } from '../features/polls';
import { Tabs, type TabItem } from '../components/ui/Tabs';
import { lazyNamed } from '../lib/lazy-named';
import { useSession } from '../lib/session/session-context';

// The tabs an admin opens later load then (Tabs chooses in a transition, so the current tab stays
// until they are there): Reports Management and the Moderation Log are the admin feature's lazy
// components; trivia's queue is lazy here.
const TriviaQueueAdmin = lazyNamed(
  () => import('../features/trivia/components/TriviaQueueAdmin'),
  'TriviaQueueAdmin',
);

type AdminTab = 'users' | 'reports' | 'log' | 'polls';

/**
 * /admin, for staff (docs/moderation.md). Admins get the View as switch, the tabs User Management
 * (with each member's badges to grant or revoke, from the badges feature) and Reports Management,
 * the Moderation Log and Polls (the Salon's polls, their schedules' queues and trivia's); a
 * moderator gets Reports Management and the log of report handling, as the rules give moderators
 * reports and nothing else here. While the project requires two-step verification of staff, a
 * sign-in without a second factor gets what to do instead.
 */
export function AdminPage() {
  const session = useSession();
  const { role, isAdmin } = useRole();
  const uid = session.status === 'signedIn' ? session.user.uid : '';
  const tabs: TabItem<AdminTab>[] = [
    ...(isAdmin
      ? [
          {
            key: 'users' as const,
            label: ADMIN_TEXTS.usersTab,
            panel: (
              <UserManagement
                actor={{ uid, role }}
                badges={(member) => (
                  <ManageBadgesButton memberId={member.uid} member={member.name} />
                )}
              />
            ),
          },
        ]
      : []),
    {
      key: 'reports',
      label: ADMIN_TEXTS.reportsTab,
      panel: <ReportsManagement actorRole={role} />,
    },
    { key: 'log', label: MODERATION_LOG_TEXTS.tab, panel: <ModerationLog isAdmin={isAdmin} /> },
    // The Salon's polls and the staff's queues for the schedules (polls and trivia questions):
    // admins, as the queue's rules say.
    ...(isAdmin
      ? [
          {
            key: 'polls' as const,
            label: TRIVIA_TEXTS.queueTab,
            panel: (
              <>
                <PollAdmin />
                <TriviaQueueAdmin />
              </>
            ),
          },
        ]
      : []),
  ];
  return (
    <main className="page admin-page">
      <h1>Admin Panel</h1>
      <ViewAsSwitch />
      <AdminPanelAccess uid={uid}>
        <Tabs label={ADMIN_TEXTS.tabsLabel} tabs={tabs} />
      </AdminPanelAccess>
    </main>
  );
}

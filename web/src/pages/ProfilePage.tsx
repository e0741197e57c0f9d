import { OwnProfile } from '../features/profiles';
import { StreamingSection } from '../features/streaming';
import { useSession } from '../lib/session/session-context';

/**
 * /profile, the member's own profile (spec 2 §2): the profiles feature's card and sections, with
 * the streaming analysis in the left column.
 */
export function ProfilePage() {
  const session = useSession();
  if (session.status !== 'signedIn') return null; // RequireAuth shows the sign-in screen
  const { uid } = session.user;
  return (
    <main className="page">
      <OwnProfile uid={uid} streaming={<StreamingSection userId={uid} isOwn />} />
    </main>
  );
}

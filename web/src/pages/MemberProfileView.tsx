import { MemberProfile, type MemberRoute } from '../features/profiles';
import { StreamingSection } from '../features/streaming';
import { useSession } from '../lib/session/session-context';

/**
 * Another member's profile, for both routes that name one (/{username}, /user/{userId}): the
 * profiles feature's page with the member's streaming analysis among the sections.
 */
export function MemberProfileView({ route }: { route: MemberRoute }) {
  const session = useSession();
  if (session.status !== 'signedIn') return null; // RequireAuth shows the sign-in screen
  const viewer = { uid: session.user.uid, email: session.user.email };
  return (
    <main className="page">
      <MemberProfile
        route={route}
        viewer={viewer}
        streaming={(memberId) => <StreamingSection userId={memberId} isOwn={false} />}
      />
    </main>
  );
}

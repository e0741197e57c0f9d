import { useState } from 'react';
import type { FriendRelation } from '@salon/domain';
import { MemberBadges } from '../features/badges';
import { BlockMemberButton } from '../features/blocking';
import { GameRecord } from '../features/games';
import { MemberProfile, type MemberRoute } from '../features/profiles';
import { MemberSocialBar } from '../features/social';
import { StreamingSection } from '../features/streaming';
import { TriviaStats } from '../features/trivia';
import { useBlocking } from '../hooks/use-blocking';
import { useSession } from '../lib/session/session-context';

/**
 * Another member's profile, for both routes that name one (/{username}, /user/{userId}): the
 * profiles feature's page with the viewer's friend and follow buttons and the member's counts in
 * the header with their trivia and games records and badges, and the member's streaming analysis
 * among the sections. An accepted friendship (made or ended while the page is open) opens or closes a
 * private profile at once. Block or
 * Unblock sits beside them; while the viewer blocks the member, the friend and follow buttons are
 * gone (the rules would refuse both).
 */
export function MemberProfileView({ route }: { route: MemberRoute }) {
  const session = useSession();
  const blocking = useBlocking();
  const [friendship, setFriendship] = useState<FriendRelation>('none');
  if (session.status !== 'signedIn') return null; // RequireAuth shows the sign-in screen
  const viewer = { uid: session.user.uid, email: session.user.email };
  const access = friendship === 'friends' ? 'friend' : 'not-friend';
  return (
    <main className="page">
      <MemberProfile
        route={route}
        viewer={viewer}
        access={access}
        headerExtras={(memberId) => (
          <>
            <MemberSocialBar
              viewerId={viewer.uid}
              memberId={memberId}
              onFriendshipChange={setFriendship}
              withButtons={!blocking.blocked.has(memberId)}
            />
            <BlockMemberButton memberId={memberId} />
            <TriviaStats key={access} uid={memberId} access={access} />
            <GameRecord key={`games-${access}`} uid={memberId} access={access} />
            <MemberBadges uid={memberId} access={access} />
          </>
        )}
        // Keyed by the friendship: a new friend's private analysis is read again, as the sections.
        streaming={(memberId) => <StreamingSection key={access} userId={memberId} isOwn={false} />}
      />
    </main>
  );
}

import { ActivitySection } from '../features/activity';
import { DeleteAccountSection, SignInMethodsSection, TwoFactorSection } from '../features/auth';
import { MemberBadges } from '../features/badges';
import { BlockedMembers } from '../features/blocking';
import { GameRecord } from '../features/games';
import { MailSection } from '../features/mail';
import { OwnProfile } from '../features/profiles';
import { OwnSocialLists, SocialCounts } from '../features/social';
import { StreamingSection } from '../features/streaming';
import { TriviaStats } from '../features/trivia';
import { useSession } from '../lib/session/session-context';

/**
 * /profile, the member's own profile (spec 2 §2): the profiles feature's card and sections, with
 * the friend, follower and following counts on the card, the streaming analysis in the left
 * column, and below, the member's trivia and games records and badges (with the one shown
 * beside their name), the member's own activity, the friend requests waiting and the member's friends,
 * followers and following, the members they blocked, their e-mail choices (at #email, where
 * every e-mail links), the sign-in methods (password, Google) and two-step verification, and
 * last the account's deletion.
 */
export function ProfilePage() {
  const session = useSession();
  if (session.status !== 'signedIn') return null; // RequireAuth shows the sign-in screen
  const { uid } = session.user;
  return (
    <main className="page">
      <OwnProfile
        uid={uid}
        counts={<SocialCounts uid={uid} />}
        streaming={<StreamingSection userId={uid} isOwn />}
      >
        {/* A member's records, in one card as another member's page shows them in its header. */}
        <div className="card">
          <TriviaStats uid={uid} />
          <GameRecord uid={uid} />
          <MemberBadges uid={uid} own />
        </div>
        <ActivitySection uid={uid} />
        <OwnSocialLists uid={uid} />
        <BlockedMembers />
        <MailSection uid={uid} />
        <SignInMethodsSection />
        <TwoFactorSection />
        <DeleteAccountSection />
      </OwnProfile>
    </main>
  );
}

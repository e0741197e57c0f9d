// Another member's profile (spec 2 §2, "Other member's profile page"): redirect to /profile when
// it is the viewer's, a skeleton while loading, "Profile Not Found", the header block, then
// either "Private Profile" or the seven sections read-only. What may be read is the rules'
// decision: a private member's details are refused to strangers, and that refusal is what
// shows "Private Profile".
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { isOwnProfileRoute, PROFILE_TEXTS, type ProfileDetails } from '@salon/domain';
import { subscribeToProfileDetails } from '../api';
import { useLive } from '../../../hooks/use-live';
import { useProfileBanner } from '../hooks/use-profile-banner';
import { useMemberCard, type MemberRoute } from '../hooks/use-member-profile';
import { PROFILE_UI } from '../profile-texts';
import { AlbumsSection } from './AlbumsSection';
import { ClipsSection } from './ClipsSection';
import { ConcertsSection } from './ConcertsSection';
import { PreferencesSection } from './PreferencesSection';
import { profileHandle, ProfileHeader } from './ProfileHeader';
import { ProfileSkeleton } from './ProfileSkeleton';
import { RecordingsSection } from './RecordingsSection';
import { SocialMediaSection } from './SocialMediaSection';
import '../profiles.css';

export interface MemberProfileProps {
  readonly route: MemberRoute;
  readonly viewer: { readonly uid: string; readonly email: string | null };
  /** What the page shows in the header for this member (counts, friend and follow buttons). */
  readonly headerExtras?: (memberId: string) => ReactNode;
  /** The streaming section of this member (another feature's), shown with the sections. */
  readonly streaming?: (memberId: string) => ReactNode;
  /**
   * Changes when the viewer's friendship with the member changes, so the private parts are
   * asked for again (a friend's access opens or closes without a reload).
   */
  readonly access?: string;
}

function ProfileNotFound() {
  return (
    <div className="profile-not-found">
      <h1>{PROFILE_TEXTS.notFoundTitle}</h1>
      <p>{PROFILE_TEXTS.notFoundDescription}</p>
      <Link className="button button--primary" to="/salon">
        {PROFILE_TEXTS.backToSalon}
      </Link>
    </div>
  );
}

function PrivateProfile() {
  return (
    <section className="card profile-private" aria-label={PROFILE_TEXTS.privateTitle}>
      <h2>{PROFILE_TEXTS.privateTitle}</h2>
      <p>{PROFILE_TEXTS.privateDescription}</p>
    </section>
  );
}

function ReadOnlySections({
  uid,
  details,
  streaming,
}: {
  uid: string;
  details: ProfileDetails | null;
  streaming: ReactNode;
}) {
  return (
    <div className="profile-columns">
      <div className="profile-column">
        <PreferencesSection uid={uid} editable={false} />
        <RecordingsSection uid={uid} editable={false} />
        {streaming}
      </div>
      <div className="profile-column">
        <AlbumsSection uid={uid} editable={false} />
        <ConcertsSection uid={uid} editable={false} />
        <ClipsSection uid={uid} editable={false} />
        <SocialMediaSection links={details ?? {}} />
      </div>
    </div>
  );
}

export function MemberProfile({
  route,
  viewer,
  headerExtras,
  streaming,
  access,
}: MemberProfileProps) {
  const named = 'username' in route ? route.username : null;
  const member = useMemberCard(route);
  const memberId = member.status === 'ready' ? member.card.userId : '';
  const details = useLive(subscribeToProfileDetails, memberId, 'profile details', access);
  const bannerUrl = useProfileBanner(memberId, access);

  const profileUserId = 'userId' in route ? route.userId : memberId || null;
  if (isOwnProfileRoute({ username: named, profileUserId }, viewer)) {
    return <Navigate to="/profile" replace />;
  }
  if (member.status === 'notFound') return <ProfileNotFound />;
  if (member.status === 'loading' || details.status === 'loading') return <ProfileSkeleton />;

  const { card } = member;
  const readable = details.status === 'ready' ? details.value : null;
  // A public profile whose details failed to load still shows its sections (each logs its own
  // failure); only a private one the rules closed shows "Private Profile".
  const closed = card.isPrivate && readable === null;
  return (
    <div className="profile-page">
      <section
        className="card profile-card"
        aria-label={PROFILE_UI.memberHeader(profileHandle(card))}
      >
        <ProfileHeader card={card} details={readable} bannerUrl={bannerUrl} isOwn={false}>
          {headerExtras?.(card.userId)}
        </ProfileHeader>
      </section>
      {closed ? (
        <PrivateProfile />
      ) : (
        <ReadOnlySections
          uid={card.userId}
          details={readable}
          streaming={streaming?.(card.userId)}
        />
      )}
    </div>
  );
}

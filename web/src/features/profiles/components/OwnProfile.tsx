// The own profile (spec 2 §2, "Own profile page"): the card with its edit toggle, then the
// editable sections in two columns. The page passes in what other features show here: the
// social counts on the card, the streaming section, and anything below the columns.
import { Suspense, useState, type ReactNode } from 'react';
import { PROFILE_ERRORS, type ProfileDetails, type ProfileForm } from '@salon/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import type { ProfileCard } from '../api';
import { useOwnProfile } from '../hooks/use-own-profile';
import { useProfileBanner } from '../hooks/use-profile-banner';
import { PROFILE_UI } from '../profile-texts';
import { AlbumsSection } from './AlbumsSection';
import { ClipsSection } from './ClipsSection';
import { ConcertsSection } from './ConcertsSection';
import { PreferencesSection } from './PreferencesSection';
import { PrivacyToggle } from './PrivacyToggle';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSkeleton } from './ProfileSkeleton';
import { RecordingsSection } from './RecordingsSection';
import { lazyNamed } from '../../../lib/lazy-named';
import '../profiles.css';

// The card's edit form (its fields' checks, the pictures' upload) loads with the first Edit Profile.
const ProfileCardForm = lazyNamed(() => import('./ProfileCardForm'), 'ProfileCardForm');

function savedForm(card: ProfileCard, details: ProfileDetails): ProfileForm {
  const { updatedAt: _updatedAt, ...detailFields } = details;
  return { ...detailFields, username: card.username, displayName: card.displayName, bio: card.bio };
}

export function OwnProfile({
  uid,
  counts,
  streaming,
  children,
}: {
  uid: string;
  counts?: ReactNode;
  streaming?: ReactNode;
  children?: ReactNode;
}) {
  const profile = useOwnProfile(uid);
  const bannerUrl = useProfileBanner(uid);
  const [editing, setEditing] = useState(false);

  if (profile.status === 'loading') return <ProfileSkeleton />;
  if (profile.status === 'unavailable') {
    return <EmptyState title={PROFILE_ERRORS.loadFailed} />;
  }
  const { card, details } = profile;
  const header = (
    <ProfileHeader card={card} details={details} bannerUrl={bannerUrl} isOwn>
      {counts}
      <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
        {PROFILE_UI.editProfile}
      </button>
    </ProfileHeader>
  );

  return (
    <div className="profile-page">
      <section className="card profile-card" aria-label={PROFILE_UI.myProfile}>
        {editing ? (
          // The card stays as it is for the moment the form's code takes.
          <Suspense fallback={header}>
            <ProfileCardForm
              uid={uid}
              saved={savedForm(card, details)}
              onDone={() => setEditing(false)}
            />
          </Suspense>
        ) : (
          header
        )}
      </section>
      <div className="profile-columns">
        <div className="profile-column">
          <PrivacyToggle uid={uid} isPrivate={card.isPrivate} />
          <PreferencesSection uid={uid} editable />
          <RecordingsSection uid={uid} editable />
          {streaming}
        </div>
        <div className="profile-column">
          <AlbumsSection uid={uid} editable />
          <ConcertsSection uid={uid} editable />
          <ClipsSection uid={uid} editable />
        </div>
      </div>
      {children}
    </div>
  );
}

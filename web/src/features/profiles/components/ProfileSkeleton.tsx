import { PROFILE_UI } from '../profile-texts';

/** The placeholder shapes shown while a profile loads (spec 2 §2: "Loading shows a skeleton"). */
export function ProfileSkeleton() {
  return (
    <div className="profile-skeleton" role="status" aria-label={PROFILE_UI.loadingProfile}>
      <div className="profile-skeleton__banner" />
      <div className="profile-skeleton__line" />
      <div className="profile-skeleton__line profile-skeleton__line--short" />
    </div>
  );
}

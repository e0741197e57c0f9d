import { PlaceholderPage } from '../components/layout/PlaceholderPage';

/** /user/{userId}: a member's profile by id, for members without a username (spec 2). */
export function UserProfilePage() {
  return (
    <PlaceholderPage title="Member Profile">
      <p>
        This is where a member&apos;s profile will be shown when they have no username yet; links
        from replies lead here.
      </p>
    </PlaceholderPage>
  );
}

import { useParams } from 'react-router';
import { PlaceholderPage } from '../components/layout/PlaceholderPage';

/** /{username}: another member's profile (spec 2); its content comes with the profiles issue. */
export function MemberProfilePage() {
  const { username = '' } = useParams();
  return (
    <PlaceholderPage title={`@${username}`}>
      <p>
        This is where @{username}&apos;s profile will be shown, with friend and follow buttons, and
        their sections unless the profile is private.
      </p>
    </PlaceholderPage>
  );
}

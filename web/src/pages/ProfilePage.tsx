import { PlaceholderPage } from '../components/layout/PlaceholderPage';

/** /profile: the member's own profile (spec 2); its sections come with the profiles issue. */
export function ProfilePage() {
  return (
    <PlaceholderPage title="My Profile">
      <p>
        Your profile will live here: bio, location and social links, musical preferences, favorite
        recordings, concert history, album collection, personal clips, your streaming analysis and
        the privacy setting.
      </p>
    </PlaceholderPage>
  );
}

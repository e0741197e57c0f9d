import { PlaceholderPage } from '../components/layout/PlaceholderPage';
import { StreamingSection } from '../features/streaming/components/StreamingSection';
import { useViewer } from '../hooks/use-viewer';

/**
 * /profile: the member's own profile (spec 2). So far it holds the streaming analysis (connect,
 * analyse, disconnect, import a listening history); the card and the other sections come with the
 * profiles issue.
 */
export function ProfilePage() {
  const viewer = useViewer();
  return (
    <PlaceholderPage title="My Profile">
      <p>
        Your profile will live here: bio, location and social links, musical preferences, favorite
        recordings, concert history, album collection, personal clips and the privacy setting.
      </p>
      {viewer && <StreamingSection userId={viewer.uid} isOwn />}
    </PlaceholderPage>
  );
}

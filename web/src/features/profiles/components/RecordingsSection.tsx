// Favorite recordings (spec 2 §5): at most 5, each a title and an optional Spotify or YouTube
// link; added and removed on the own profile, shown to whoever may read the profile.
import {
  FAVORITE_RECORDING_MESSAGES,
  FAVORITE_RECORDING_TITLE_MAX_LENGTH,
  PROFILE_SUCCESS_TITLES,
} from '@salon/domain';
import {
  addFavoriteRecording,
  removeFavoriteRecording,
  subscribeToFavoriteRecordings,
} from '../api';
import { useLive } from '../../../hooks/use-live';
import { useProfileAction } from '../hooks/use-profile-action';
import { PROFILE_UI } from '../profile-texts';
import { AddItemForm } from './AddItemForm';
import { itemOutcome, RemoveItemButton } from './ItemActions';
import { ProfileSection } from './ProfileSection';
import { useFirebaseServices } from '../../../lib/firebase-services';

const FIELDS = [
  {
    name: 'title',
    label: PROFILE_UI.recordingTitle,
    limit: {
      max: FAVORITE_RECORDING_TITLE_MAX_LENGTH,
      message: FAVORITE_RECORDING_MESSAGES.titleTooLong,
    },
  },
  { name: 'url', label: PROFILE_UI.recordingUrl, type: 'url' },
] as const;

export function RecordingsSection({ uid, editable }: { uid: string; editable: boolean }) {
  const { firestore } = useFirebaseServices();
  const recordings = useLive(subscribeToFavoriteRecordings, uid, 'favorite recordings');
  const action = useProfileAction();
  const items = recordings.status === 'ready' ? recordings.value : [];

  return (
    <ProfileSection title={PROFILE_UI.recordings}>
      {items.length === 0 ? (
        <p className="profile-empty">{PROFILE_UI.noRecordings}</p>
      ) : (
        <ul className="profile-items">
          {items.map((recording) => (
            <li key={recording.id}>
              {recording.url ? (
                <a href={recording.url} target="_blank" rel="noopener noreferrer">
                  {recording.title}
                </a>
              ) : (
                <span>{recording.title}</span>
              )}
              {editable && (
                <RemoveItemButton
                  itemName={recording.title}
                  busy={action.busy}
                  onRemove={() =>
                    void action.run(
                      () => removeFavoriteRecording(firestore, uid, recording.id),
                      itemOutcome(PROFILE_SUCCESS_TITLES.recordingRemoved, 'remove recording'),
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <AddItemForm
          fields={FIELDS}
          submitLabel={PROFILE_UI.addRecording}
          busy={action.busy}
          message={action.message}
          onAdd={(values) =>
            action.run(
              () => addFavoriteRecording(firestore, uid, values),
              itemOutcome(PROFILE_SUCCESS_TITLES.recordingAdded, 'add recording'),
            )
          }
        />
      )}
    </ProfileSection>
  );
}

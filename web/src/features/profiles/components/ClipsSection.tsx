// Personal clips (spec 2 §2, §5): at most 5, each a title and an http(s) link; a YouTube clip
// shows its video's thumbnail (not locally, offline). Every clip lasts 0:30, as the spec fixes it
// on creation.
import {
  CLIP_MESSAGES,
  CLIP_TITLE_MAX_LENGTH,
  clipThumbnailUrl,
  PROFILE_SUCCESS_TITLES,
} from '@salon/domain';
import { addClip, removeClip, subscribeToClips } from '../api';
import { useLive } from '../../../hooks/use-live';
import { useProfileAction } from '../hooks/use-profile-action';
import { PROFILE_UI } from '../profile-texts';
import { AddItemForm } from './AddItemForm';
import { itemOutcome, RemoveItemButton } from './ItemActions';
import { ProfileSection } from './ProfileSection';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { showsOutsideImages } from '../../../lib/outside-images';

const FIELDS = [
  {
    name: 'title',
    label: PROFILE_UI.clipTitle,
    limit: { max: CLIP_TITLE_MAX_LENGTH, message: CLIP_MESSAGES.titleTooLong },
  },
  { name: 'url', label: PROFILE_UI.clipUrl, type: 'url' },
] as const;

export function ClipsSection({ uid, editable }: { uid: string; editable: boolean }) {
  const { firestore } = useFirebaseServices();
  const clips = useLive(subscribeToClips, uid, 'clips');
  const action = useProfileAction();
  const items = clips.status === 'ready' ? clips.value : [];

  return (
    <ProfileSection title={PROFILE_UI.clips}>
      {items.length === 0 ? (
        <p className="profile-empty">{PROFILE_UI.noClips}</p>
      ) : (
        <ul className="profile-items profile-clips">
          {items.map((clip) => {
            const thumbnail = showsOutsideImages ? clipThumbnailUrl(clip) : null;
            return (
              <li key={clip.id}>
                <a href={clip.url} target="_blank" rel="noopener noreferrer">
                  {thumbnail && <img src={thumbnail} alt="" width={120} height={90} />}
                  <span>{clip.title}</span>
                </a>
                <span className="profile-clips__duration">{clip.duration}</span>
                {editable && (
                  <RemoveItemButton
                    itemName={clip.title}
                    busy={action.busy}
                    onRemove={() =>
                      void action.run(
                        () => removeClip(firestore, uid, clip.id),
                        itemOutcome(PROFILE_SUCCESS_TITLES.clipRemoved, 'remove clip'),
                      )
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editable && (
        <AddItemForm
          fields={FIELDS}
          submitLabel={PROFILE_UI.addClip}
          busy={action.busy}
          message={action.message}
          onAdd={(values) =>
            action.run(
              () => addClip(firestore, uid, values),
              itemOutcome(PROFILE_SUCCESS_TITLES.clipAdded, 'add clip'),
            )
          }
        />
      )}
    </ProfileSection>
  );
}

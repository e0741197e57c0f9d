// Album collection with the album wishlist (spec 2 §2, §3, §5): each album's title, performer,
// composer and orchestra ("Not specified" when empty); one empty state for both lists.
import {
  ALBUM_WISHLIST_LABELS,
  displayOrNotSpecified,
  PROFILE_SUCCESS_TITLES,
  PROFILE_TEXTS,
  wishlistBlocks,
} from '@salon/domain';
import {
  addAlbum,
  appendAlbumWishlistEntry,
  removeAlbum,
  removeAlbumWishlistEntry,
  subscribeToAlbums,
  subscribeToMusicalPreferences,
} from '../api';
import { useLive } from '../../../hooks/use-live';
import { useProfileAction } from '../hooks/use-profile-action';
import { PROFILE_UI } from '../profile-texts';
import { AddItemForm } from './AddItemForm';
import { itemOutcome, RemoveItemButton } from './ItemActions';
import { ProfileSection, ShownField } from './ProfileSection';
import { WishlistPanel } from './WishlistPanel';
import { useFirebaseServices } from '../../../lib/firebase-services';

const FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'performer', label: 'Performer' },
  { name: 'composer', label: 'Composer' },
  { name: 'orchestra', label: 'Orchestra' },
] as const;

export function AlbumsSection({ uid, editable }: { uid: string; editable: boolean }) {
  const { firestore } = useFirebaseServices();
  const albums = useLive(subscribeToAlbums, uid, 'albums');
  const preferences = useLive(subscribeToMusicalPreferences, uid, 'album wishlist');
  const action = useProfileAction();
  const items = albums.status === 'ready' ? albums.value : [];
  const wishlist = preferences.status === 'ready' ? preferences.value.albumWishlist : '';
  const nothingShared = items.length === 0 && wishlistBlocks(wishlist).length === 0;

  return (
    <ProfileSection title={PROFILE_UI.albums}>
      {nothingShared && <p className="profile-empty">{PROFILE_TEXTS.noAlbums}</p>}
      {items.length > 0 && (
        <ul className="profile-items">
          {items.map((album) => (
            <li key={album.id}>
              <dl className="profile-fields profile-fields--inline">
                {FIELDS.map(({ name, label }) => (
                  <ShownField key={name} label={label} value={displayOrNotSpecified(album[name])} />
                ))}
              </dl>
              {editable && (
                <RemoveItemButton
                  itemName={album.title}
                  busy={action.busy}
                  onRemove={() =>
                    void action.run(
                      () => removeAlbum(firestore, uid, album.id),
                      itemOutcome(PROFILE_SUCCESS_TITLES.albumRemoved, 'remove album'),
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
          submitLabel={PROFILE_UI.addAlbum}
          busy={action.busy}
          message={action.message}
          onAdd={(values) =>
            action.run(
              () => addAlbum(firestore, uid, values),
              itemOutcome(PROFILE_SUCCESS_TITLES.albumAdded, 'add album'),
            )
          }
        />
      )}
      {(editable || wishlist !== '') && (
        <WishlistPanel
          title={PROFILE_UI.albumWishlist}
          labels={ALBUM_WISHLIST_LABELS}
          text={wishlist}
          editable={editable}
          onAppend={(entry) => appendAlbumWishlistEntry(firestore, uid, entry)}
          onRemove={(index) => removeAlbumWishlistEntry(firestore, uid, index)}
        />
      )}
    </ProfileSection>
  );
}

// Concert history with the concert wishlist (spec 2 §3, §5): concerts newest first by date,
// each needing a date and a performer; the wishlist needs a performer.
import {
  CONCERT_WISHLIST_LABELS,
  displayOrNotSpecified,
  PROFILE_SUCCESS_TITLES,
} from '@salon/domain';
import {
  addConcert,
  appendConcertWishlistEntry,
  removeConcert,
  removeConcertWishlistEntry,
  subscribeToConcerts,
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
  { name: 'date', label: 'Date', type: 'date' },
  { name: 'performer', label: 'Performer' },
  { name: 'orchestra', label: 'Orchestra' },
  { name: 'conductor', label: 'Conductor' },
  { name: 'venue', label: 'Venue' },
  { name: 'program', label: 'Program' },
] as const;

export function ConcertsSection({ uid, editable }: { uid: string; editable: boolean }) {
  const { firestore } = useFirebaseServices();
  const concerts = useLive(subscribeToConcerts, uid, 'concerts');
  const preferences = useLive(subscribeToMusicalPreferences, uid, 'concert wishlist');
  const action = useProfileAction();
  const items = concerts.status === 'ready' ? concerts.value : [];

  return (
    <ProfileSection title={PROFILE_UI.concerts}>
      {items.length === 0 ? (
        <p className="profile-empty">{PROFILE_UI.noConcerts}</p>
      ) : (
        <ul className="profile-items">
          {items.map((concert) => (
            <li key={concert.id}>
              <dl className="profile-fields profile-fields--inline">
                {FIELDS.map(({ name, label }) => (
                  <ShownField
                    key={name}
                    label={label}
                    value={displayOrNotSpecified(concert[name])}
                  />
                ))}
              </dl>
              {editable && (
                <RemoveItemButton
                  itemName={`concert of ${concert.performer} on ${concert.date}`}
                  busy={action.busy}
                  onRemove={() =>
                    void action.run(
                      () => removeConcert(firestore, uid, concert.id),
                      itemOutcome(PROFILE_SUCCESS_TITLES.concertRemoved, 'remove concert'),
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
          submitLabel={PROFILE_UI.addConcert}
          busy={action.busy}
          message={action.message}
          onAdd={(values) =>
            action.run(
              () => addConcert(firestore, uid, values),
              itemOutcome(PROFILE_SUCCESS_TITLES.concertAdded, 'add concert'),
            )
          }
        />
      )}
      <WishlistPanel
        title={PROFILE_UI.concertWishlist}
        labels={CONCERT_WISHLIST_LABELS}
        text={preferences.status === 'ready' ? preferences.value.concertWishlist : ''}
        editable={editable}
        onAppend={(entry) => appendConcertWishlistEntry(firestore, uid, entry)}
        onRemove={(index) => removeConcertWishlistEntry(firestore, uid, index)}
      />
    </ProfileSection>
  );
}

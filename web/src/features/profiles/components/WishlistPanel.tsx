// A wishlist (spec 2 §3, "Wishlist storage"): labelled text entries kept in one field of the
// preferences, appended at the end and removed by position. Its own named region, so its
// "Performer" field is told apart from the collection's form beside it.
import { useId } from 'react';
import { parseWishlist, PROFILE_SUCCESS_TITLES } from '@salon/domain';
import { useProfileAction } from '../hooks/use-profile-action';
import { PROFILE_UI } from '../profile-texts';
import { AddItemForm, type FieldSpec } from './AddItemForm';
import { itemOutcome, RemoveItemButton } from './ItemActions';

export interface WishlistPanelProps<Label extends string> {
  readonly title: string;
  readonly labels: readonly Label[];
  /** The stored text: '' when empty, still loading, or not readable. */
  readonly text: string;
  readonly editable: boolean;
  readonly onAppend: (entry: Record<Label, string>) => Promise<void>;
  readonly onRemove: (index: number) => Promise<void>;
}

export function WishlistPanel<Label extends string>({
  title,
  labels,
  text,
  editable,
  onAppend,
  onRemove,
}: WishlistPanelProps<Label>) {
  const headingId = useId();
  const action = useProfileAction();
  const entries = parseWishlist(labels, text);
  const fields: FieldSpec<Label>[] = labels.map((label) => ({
    name: label,
    label,
    type: label === 'Date' ? 'date' : 'text',
  }));

  return (
    <section className="profile-wishlist" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {entries.length === 0 ? (
        <p className="profile-empty">{PROFILE_UI.emptyWishlist}</p>
      ) : (
        <ol className="profile-items">
          {entries.map((entry, index) => (
            <li key={`${index}-${JSON.stringify(entry)}`}>
              <dl className="profile-fields profile-fields--inline">
                {labels
                  .filter((label) => entry[label])
                  .map((label) => (
                    <div className="profile-field" key={label}>
                      <dt>{label}</dt>
                      <dd>{entry[label]}</dd>
                    </div>
                  ))}
              </dl>
              {editable && (
                <RemoveItemButton
                  itemName={`${title.toLowerCase()} entry ${index + 1}`}
                  busy={action.busy}
                  onRemove={() =>
                    void action.run(
                      () => onRemove(index),
                      itemOutcome(
                        PROFILE_SUCCESS_TITLES.wishlistEntryRemoved,
                        'remove wishlist entry',
                      ),
                    )
                  }
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {editable && (
        <AddItemForm
          fields={fields}
          submitLabel={PROFILE_UI.addToWishlist}
          busy={action.busy}
          message={action.message}
          onAdd={(values) =>
            action.run(
              () => onAppend(values),
              itemOutcome(PROFILE_SUCCESS_TITLES.wishlistUpdated, 'update wishlist'),
            )
          }
        />
      )}
    </section>
  );
}

import { POST_EDIT_LABELS } from '@salon/domain';

/**
 * The foot of an edit form: for an anonymous post, that it stays so (an edit offers no anonymity
 * choice), then "Cancel", which leaves the post as it was, and "Save", disabled while the text is
 * empty or over its limit, as a composer's submit is.
 */
export function EditActions({
  anonymous,
  busy,
  disabled,
  onCancel,
}: {
  anonymous: boolean;
  busy: boolean;
  disabled: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="post-edit__actions">
      {anonymous ? <p className="meta">{POST_EDIT_LABELS.staysAnonymous}</p> : null}
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {POST_EDIT_LABELS.cancel}
      </button>
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || disabled}
        aria-busy={busy}
      >
        {POST_EDIT_LABELS.save}
      </button>
    </div>
  );
}

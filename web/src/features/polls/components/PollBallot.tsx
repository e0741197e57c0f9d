import { useId, useState, type FormEvent } from 'react';
import { maskProfanity } from '@salon/domain';
import type { PollItem } from '../api/types';

/**
 * The options before voting (forum spec §2): select one (radio buttons), or up to the poll's
 * limit (check boxes, the rest disabled once it is reached), then Vote. When the member changes
 * a ballot, their current choices start selected and Cancel goes back to the results.
 */
export function PollBallot({
  poll,
  initialOptionIds,
  onVote,
  onCancel,
  onShowResults,
}: {
  poll: PollItem;
  initialOptionIds: readonly string[];
  /** Casts the ballot; resolves when it is written (failures are the caller's). */
  onVote: (optionIds: readonly string[]) => Promise<void>;
  onCancel?: () => void;
  /** Offered when the poll shows its results before voting. */
  onShowResults?: () => void;
}) {
  const name = useId();
  const [selected, setSelected] = useState<readonly string[]>(initialOptionIds);
  const [busy, setBusy] = useState(false);
  const several = poll.maxChoices > 1;
  const full = selected.length >= poll.maxChoices;

  function toggle(optionId: string, checked: boolean) {
    if (!several) setSelected([optionId]);
    else if (checked) setSelected((current) => [...current, optionId]);
    else setSelected((current) => current.filter((id) => id !== optionId));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (selected.length === 0 || busy) return;
    setBusy(true);
    try {
      // In the poll's order, whatever order they were ticked in.
      await onVote(poll.options.map((option) => option.id).filter((id) => selected.includes(id)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="poll-ballot" onSubmit={(event) => void handleSubmit(event)}>
      <fieldset className="choices">
        <legend className="visually-hidden">Options</legend>
        {poll.options.map((option) => {
          const checked = selected.includes(option.id);
          return (
            <label key={option.id} className={checked ? 'choice choice--selected' : 'choice'}>
              <input
                type={several ? 'checkbox' : 'radio'}
                name={name}
                value={option.id}
                checked={checked}
                disabled={several && full && !checked}
                onChange={(event) => toggle(option.id, event.currentTarget.checked)}
              />
              {maskProfanity(option.optionText)}
            </label>
          );
        })}
      </fieldset>
      <div className="form-buttons">
        {onShowResults ? (
          <button type="button" className="link-button" onClick={onShowResults}>
            Show results
          </button>
        ) : null}
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={selected.length === 0 || busy}
          aria-busy={busy}
        >
          Vote
        </button>
      </div>
    </form>
  );
}

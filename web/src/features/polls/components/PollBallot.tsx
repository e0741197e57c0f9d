import { useId, useState, type FormEvent } from 'react';
import type { PollItem } from '../api/types';

/**
 * The options before voting (forum spec §2): select one, then Vote. When the member changes a
 * vote, their current choice starts selected and Cancel goes back to the results.
 */
export function PollBallot({
  poll,
  initialOptionId,
  onVote,
  onCancel,
}: {
  poll: PollItem;
  initialOptionId: string | null;
  /** Casts the vote; resolves when it is written (failures are the caller's). */
  onVote: (optionId: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const name = useId();
  const [selected, setSelected] = useState<string | null>(initialOptionId);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (selected === null || busy) return;
    setBusy(true);
    try {
      await onVote(selected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="poll-ballot" onSubmit={(event) => void handleSubmit(event)}>
      <fieldset className="poll-ballot__options">
        <legend className="visually-hidden">Options</legend>
        {poll.options.map((option) => (
          <label
            key={option.id}
            className={selected === option.id ? 'poll-option poll-option--selected' : 'poll-option'}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={selected === option.id}
              onChange={() => setSelected(option.id)}
            />
            {option.optionText}
          </label>
        ))}
      </fieldset>
      <div className="poll-ballot__actions">
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={selected === null || busy}
          aria-busy={busy}
        >
          Vote
        </button>
      </div>
    </form>
  );
}

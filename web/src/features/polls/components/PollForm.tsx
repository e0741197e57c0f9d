import { useId, useState, type FormEvent } from 'react';
import {
  POLL_DESCRIPTION_MAX_LENGTH,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_TITLE_MAX_LENGTH,
  POLL_TOASTS,
  pollDraftOptions,
  validatePollDraft,
} from '@salon/domain';
import { QueueDraftCheckbox } from '../../../components/queue/QueueDraftCheckbox';
import { toast, toastFailure } from '../../../components/toast/use-toast';
import { createPoll, saveQueuedPoll } from '../api/polls-api';
import type { QueuedPoll } from '../api/types';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** Invented: the spec shows no poll form, so no failure wording either. */
const CREATE_POLL_FAILED = 'Failed to create poll. Please try again.';

const EMPTY_OPTIONS = Array.from({ length: POLL_MIN_OPTIONS }, () => '');

/** Open it in The Salon now, or queue it for the daily or the weekly schedule. */
type When = 'now' | 'daily' | 'weekly';

/**
 * The staff form for the Salon's polls: title, description, 2-10 options, and when: now (live in
 * The Salon as soon as it is created) or queued for the daily or weekly schedule, perhaps as a
 * draft the schedule skips. `editing` rewrites a queued poll in place. A draft the domain refuses
 * gets its toast and sends nothing.
 */
export function PollForm({
  editing = null,
  onDone,
}: {
  editing?: QueuedPoll | null;
  onDone?: () => void;
}) {
  const services = useFirebaseServices();
  const ids = useId();
  const [title, setTitle] = useState(editing?.content.title ?? '');
  const [description, setDescription] = useState(editing?.content.description ?? '');
  const [options, setOptions] = useState<readonly string[]>(
    editing?.content.options ?? EMPTY_OPTIONS,
  );
  const [when, setWhen] = useState<When>(editing?.kind ?? 'now');
  const [keepAsDraft, setKeepAsDraft] = useState(editing?.status === 'draft');
  const [busy, setBusy] = useState(false);

  const setOption = (index: number, text: string) =>
    setOptions((current) => current.map((option, i) => (i === index ? text : option)));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const draft = { title, description, options };
    const problem = validatePollDraft(draft);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    const input = {
      title: title.trim(),
      description: description.trim(),
      options: pollDraftOptions(draft),
    };
    try {
      if (when === 'now') {
        await createPoll(services, input);
        toast(POLL_TOASTS.pollCreated);
      } else {
        const status = keepAsDraft ? 'draft' : 'queued';
        await saveQueuedPoll(services, { itemId: editing?.id ?? null, kind: when, status }, input);
        toast(keepAsDraft ? POLL_TOASTS.pollDraftSaved : POLL_TOASTS.pollQueued);
      }
      setTitle('');
      setDescription('');
      setOptions(EMPTY_OPTIONS);
      onDone?.();
    } catch (error) {
      console.error('Could not save the poll.', error);
      toastFailure(error, { title: 'Error', description: CREATE_POLL_FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="poll-form flat-card"
      aria-labelledby={`${ids}-heading`}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id={`${ids}-heading`}>{editing ? 'Edit Queued Poll' : 'New Poll'}</h3>
      <div className="field">
        <label htmlFor={`${ids}-title`}>Poll title</label>
        <input
          id={`${ids}-title`}
          value={title}
          maxLength={POLL_TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-description`}>Description</label>
        <textarea
          id={`${ids}-description`}
          rows={2}
          value={description}
          maxLength={POLL_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <fieldset className="poll-form__options">
        <legend>Options</legend>
        {options.map((option, index) => (
          <div key={index} className="poll-form__option">
            <input
              aria-label={`Option ${index + 1}`}
              value={option}
              maxLength={POLL_OPTION_MAX_LENGTH}
              onChange={(event) => setOption(index, event.target.value)}
            />
            {options.length > POLL_MIN_OPTIONS ? (
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Remove option ${index + 1}`}
                onClick={() => setOptions((current) => current.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            ) : null}
          </div>
        ))}
        <button
          type="button"
          className="button button--ghost"
          disabled={options.length >= POLL_MAX_OPTIONS}
          onClick={() => setOptions((current) => [...current, ''])}
        >
          Add option
        </button>
      </fieldset>
      <div className="inline-select">
        <label htmlFor={`${ids}-when`}>When</label>
        <select
          id={`${ids}-when`}
          value={when}
          // A queued poll keeps its schedule: moving it is deleting it and queueing it anew.
          disabled={editing !== null}
          onChange={(event) => setWhen(event.target.value as When)}
        >
          <option value="now">Open now</option>
          <option value="daily">Queue for the daily schedule</option>
          <option value="weekly">Queue for the weekly schedule</option>
        </select>
      </div>
      {when !== 'now' ? (
        <QueueDraftCheckbox checked={keepAsDraft} onChange={setKeepAsDraft} />
      ) : null}
      <div className="form-buttons">
        {editing ? (
          <button type="button" className="button button--ghost" onClick={onDone}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {editing ? 'Save Changes' : when === 'now' ? 'Create Poll' : 'Add to Queue'}
        </button>
      </div>
    </form>
  );
}

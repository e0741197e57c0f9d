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
import { toast } from '../../../components/toast/use-toast';
import { toAppError } from '../../../lib/app-error';
import { createPoll } from '../api/polls-api';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** Invented: the spec shows no poll form, so no failure wording either. */
const CREATE_POLL_FAILED = 'Failed to create poll. Please try again.';

const EMPTY_OPTIONS = Array.from({ length: POLL_MIN_OPTIONS }, () => '');

/**
 * The staff form that opens a poll: title, description, 2-10 options. A draft the domain refuses
 * gets its toast and sends nothing; the poll is live in The Salon as soon as it is created.
 */
export function PollForm() {
  const services = useFirebaseServices();
  const ids = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [options, setOptions] = useState<readonly string[]>(EMPTY_OPTIONS);
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
    try {
      await createPoll(services, {
        title: title.trim(),
        description: description.trim(),
        options: pollDraftOptions(draft),
      });
      toast(POLL_TOASTS.pollCreated);
      setTitle('');
      setDescription('');
      setOptions(EMPTY_OPTIONS);
    } catch (error) {
      console.error('Could not create the poll.', error);
      toast({
        ...(toAppError(error).toast ?? { title: 'Error', description: CREATE_POLL_FAILED }),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="poll-form salon-card"
      aria-labelledby={`${ids}-heading`}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h3 id={`${ids}-heading`}>New Poll</h3>
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
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        Create Poll
      </button>
    </form>
  );
}

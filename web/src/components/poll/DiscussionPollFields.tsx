import { useId } from 'react';
import {
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_TITLE_MAX_LENGTH,
  pollDraftOptions,
  type DiscussionPollInput,
} from '@salon/domain';
import { Checkbox } from '../ui/Checkbox';

/** The poll part of a new discussion, as the form holds it (strings, as the inputs give them). */
export interface PollFieldsState {
  readonly question: string;
  readonly options: readonly string[];
  readonly multiple: boolean;
  /** The number input's text. */
  readonly maxChoices: string;
  /** The datetime-local input's text, in the device's time zone; '' for no closing time. */
  readonly closesAt: string;
  readonly showResultsBeforeVoting: boolean;
}

export const EMPTY_POLL_FIELDS: PollFieldsState = {
  question: '',
  options: ['', ''],
  multiple: false,
  maxChoices: '2',
  closesAt: '',
  showResultsBeforeVoting: false,
};

/** A poll's own fields, for its author to edit (the closing time in the device's time zone). */
export function pollFieldsOf(poll: {
  readonly title: string;
  readonly options: readonly { readonly optionText: string }[];
  readonly maxChoices: number;
  readonly closesAt: Date | null;
  readonly resultsVisibility: 'always' | 'afterVoting';
}): PollFieldsState {
  return {
    question: poll.title,
    options: poll.options.map((option) => option.optionText),
    multiple: poll.maxChoices > 1,
    maxChoices: String(Math.max(poll.maxChoices, 2)),
    closesAt: poll.closesAt ? localDateTime(poll.closesAt) : '',
    showResultsBeforeVoting: poll.resultsVisibility === 'always',
  };
}

/** `YYYY-MM-DDTHH:mm` in the device's time zone, as a datetime-local input holds it. */
function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The fields as createThread and editPoll take them (validateDiscussionPollDraft judges first). */
export function pollInputOf(fields: PollFieldsState): DiscussionPollInput {
  const closesAt = fields.closesAt === '' ? null : new Date(fields.closesAt).getTime();
  return {
    question: fields.question.trim(),
    options: pollDraftOptions(fields),
    maxChoices: fields.multiple ? Number(fields.maxChoices) : 1,
    closesAt: closesAt === null || Number.isNaN(closesAt) ? null : closesAt,
    resultsVisibility: fields.showResultsBeforeVoting ? 'always' : 'afterVoting',
  };
}

/**
 * A poll's question, 2 to 10 options (Add Option, Remove), single or multiple choice with a
 * limit, an optional closing time and whether results show before voting: a group of its own,
 * named "Poll", so its labels never meet the discussion's.
 */
export function DiscussionPollFields({
  fields,
  onChange,
}: {
  fields: PollFieldsState;
  onChange: (fields: PollFieldsState) => void;
}) {
  const id = useId();
  const update = (change: Partial<PollFieldsState>) => onChange({ ...fields, ...change });
  const setOption = (index: number, text: string) =>
    update({ options: fields.options.map((option, i) => (i === index ? text : option)) });
  return (
    <fieldset className="poll-fields" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`}>Poll</legend>
      <div className="field">
        <label htmlFor={`${id}-question`}>Question</label>
        <input
          id={`${id}-question`}
          value={fields.question}
          maxLength={POLL_TITLE_MAX_LENGTH}
          onChange={(event) => update({ question: event.target.value })}
        />
      </div>
      {fields.options.map((option, index) => (
        <div className="field poll-fields__option" key={index}>
          <label htmlFor={`${id}-option-${index}`}>{`Option ${index + 1}`}</label>
          <div className="poll-fields__row">
            <input
              id={`${id}-option-${index}`}
              value={option}
              maxLength={POLL_OPTION_MAX_LENGTH}
              onChange={(event) => setOption(index, event.target.value)}
            />
            {fields.options.length > POLL_MIN_OPTIONS ? (
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Remove Option ${index + 1}`}
                onClick={() => update({ options: fields.options.filter((_, i) => i !== index) })}
              >
                Remove
              </button>
            ) : null}
          </div>
        </div>
      ))}
      {fields.options.length < POLL_MAX_OPTIONS ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => update({ options: [...fields.options, ''] })}
        >
          Add Option
        </button>
      ) : null}
      <Checkbox
        label="Allow more than one choice"
        checked={fields.multiple}
        onChange={(multiple) => update({ multiple })}
      />
      {fields.multiple ? (
        <div className="field">
          <label htmlFor={`${id}-max`}>Most choices per member</label>
          <input
            id={`${id}-max`}
            type="number"
            min={2}
            max={fields.options.length}
            value={fields.maxChoices}
            onChange={(event) => update({ maxChoices: event.target.value })}
          />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-closes`}>Closes at (optional)</label>
        <input
          id={`${id}-closes`}
          type="datetime-local"
          value={fields.closesAt}
          onChange={(event) => update({ closesAt: event.target.value })}
        />
      </div>
      <Checkbox
        label="Show results before voting"
        checked={fields.showResultsBeforeVoting}
        onChange={(showResultsBeforeVoting) => update({ showResultsBeforeVoting })}
      />
    </fieldset>
  );
}

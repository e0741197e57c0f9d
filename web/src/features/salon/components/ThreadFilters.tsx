import { useId, useRef } from 'react';
import {
  THREAD_FILTER_LABELS,
  THREAD_GENRES,
  THREAD_TOPICS,
  type ThreadFilterOption,
  type ThreadGenre,
  type ThreadTopic,
} from '@salon/domain';
import { LabelledSelect, type SelectOption } from '../../../components/ui/LabelledSelect';
import { useTypedBeforeHydration } from '../../../components/ui/use-typed-before-hydration';

export interface ThreadFilterValues {
  readonly genre: ThreadGenre | null;
  readonly topic: ThreadTopic | null;
  /** The "Started by" field as typed (the page debounces and resolves it). */
  readonly authorText: string;
}

/** The Salon list's genre, topic and author filters (forum spec §9: filters user, genre, topic). */
export function ThreadFilters({
  values,
  onChange,
}: {
  values: ThreadFilterValues;
  onChange: (values: ThreadFilterValues) => void;
}) {
  const authorId = useId();
  const authorField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(authorField, values.authorText, (authorText) =>
    onChange({ ...values, authorText }),
  );
  return (
    <div className="salon-filters" role="group" aria-label="Filter discussions">
      <OptionSelect
        label={THREAD_FILTER_LABELS.genre}
        anyLabel={THREAD_FILTER_LABELS.anyGenre}
        options={THREAD_GENRES}
        value={values.genre}
        onChange={(genre) => onChange({ ...values, genre })}
      />
      <OptionSelect
        label={THREAD_FILTER_LABELS.topic}
        anyLabel={THREAD_FILTER_LABELS.anyTopic}
        options={THREAD_TOPICS}
        value={values.topic}
        onChange={(topic) => onChange({ ...values, topic })}
      />
      <div className="inline-select">
        <label htmlFor={authorId}>{THREAD_FILTER_LABELS.author}</label>
        <input
          ref={authorField}
          id={authorId}
          type="text"
          placeholder={THREAD_FILTER_LABELS.authorPlaceholder}
          value={values.authorText}
          onChange={(event) => onChange({ ...values, authorText: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
    </div>
  );
}

/** A labelled select of filter options whose first "any" choice means no filter (null). */
function OptionSelect<Id extends string>({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  options: readonly ThreadFilterOption<Id>[];
  value: Id | null;
  onChange: (value: Id | null) => void;
}) {
  const choices: SelectOption<Id | ''>[] = [
    { value: '', label: anyLabel },
    ...options.map(({ id, label: optionLabel }) => ({ value: id, label: optionLabel })),
  ];
  return (
    <LabelledSelect
      className="inline-select"
      label={label}
      value={value ?? ''}
      options={choices}
      onChange={(chosen) => onChange(chosen === '' ? null : chosen)}
    />
  );
}

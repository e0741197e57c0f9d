import { characterCounter } from '@salon/domain';

/** The "n/max characters" line under a field; red once over the limit. */
export function CharacterCount({ id, text, max }: { id: string; text: string; max: number }) {
  const counter = characterCounter(text, max);
  return (
    <p
      id={id}
      className={`char-count${counter.isOverLimit ? ' char-count--over' : ''}`}
      data-over-limit={counter.isOverLimit}
    >
      {counter.label}
    </p>
  );
}

import type { CharacterCounter } from '@salon/domain';

/**
 * What stands under a form field: its character counter (red past the limit) and its error, each
 * with the id the field's aria-describedby names (`{id}-count`, `{id}-error`).
 */
export function FieldNotes({
  id,
  counter,
  error,
}: {
  id: string;
  counter: CharacterCounter | null | undefined | false;
  error: string | null | undefined;
}) {
  return (
    <>
      {counter && (
        <p
          id={`${id}-count`}
          className={`field__help${counter.isOverLimit ? ' field__help--over' : ''}`}
        >
          {counter.used}/{counter.max}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { FieldNotes } from './FieldNotes';
import { characterCounter, isWithinLimit } from '@salon/domain';

export interface FieldSpec<Name extends string> {
  readonly name: Name;
  readonly label: string;
  readonly type?: 'text' | 'url' | 'date';
  /**
   * A length limit (of the trimmed text, as saved), with a counter under the field. Typing and
   * pasting are never cut: past the limit the field shows `message` and the form adds nothing.
   */
  readonly limit?: { readonly max: number; readonly message: string };
}

/** The limit's message when `value` is past it, else null. */
function overLimit(field: FieldSpec<string>, value: string): string | null {
  return field.limit && !isWithinLimit(value.trim(), field.limit.max) ? field.limit.message : null;
}

/**
 * The add form of a list section, named by its submit label ("Add Concert"): one labelled input
 * per field, a submit button, and the refusal's message under it. The fields are emptied only when
 * `onAdd` reports success, so a refused entry can be corrected; a field past its limit says so as
 * it is typed, and `onAdd` is not called.
 */
export function AddItemForm<Name extends string>({
  fields,
  submitLabel,
  busy,
  message,
  onAdd,
}: {
  fields: readonly FieldSpec<Name>[];
  submitLabel: string;
  busy: boolean;
  message: string | null;
  onAdd: (values: Record<Name, string>) => Promise<boolean>;
}) {
  const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>;
  const [values, setValues] = useState(empty);
  const baseId = useId();
  const messageId = `${baseId}-message`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (fields.some((field) => overLimit(field, values[field.name]))) return;
    if (await onAdd(values)) setValues(empty);
  }

  return (
    <form
      className="profile-add-form"
      aria-label={submitLabel}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {fields.map((field) => {
        const id = `${baseId}-${field.name}`;
        const value = values[field.name];
        const counter = field.limit && characterCounter(value, field.limit.max);
        const error = overLimit(field, value);
        const describedBy = [
          counter && `${id}-count`,
          error && `${id}-error`,
          message && messageId,
        ].filter(Boolean);
        return (
          <div className="field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            <input
              id={id}
              type={field.type ?? 'text'}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy.join(' ') || undefined}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
            <FieldNotes id={id} counter={counter} error={error} />
          </div>
        );
      })}
      {message && (
        <p id={messageId} className="field__error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

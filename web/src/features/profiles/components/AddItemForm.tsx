import { useId, useState, type FormEvent } from 'react';

export interface FieldSpec<Name extends string> {
  readonly name: Name;
  readonly label: string;
  readonly type?: 'text' | 'url' | 'date';
  readonly maxLength?: number;
}

/**
 * The add form of a list section, named by its submit label ("Add Concert"): one labelled input
 * per field, a submit button, and the refusal's message under it. The fields are emptied only when `onAdd` reports success, so a
 * refused entry can be corrected.
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
    if (await onAdd(values)) setValues(empty);
  }

  return (
    <form
      className="profile-add-form"
      aria-label={submitLabel}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {fields.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`${baseId}-${field.name}`}>{field.label}</label>
          <input
            id={`${baseId}-${field.name}`}
            type={field.type ?? 'text'}
            value={values[field.name]}
            maxLength={field.maxLength}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        </div>
      ))}
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

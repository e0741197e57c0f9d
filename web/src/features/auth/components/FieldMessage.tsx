/** A field's live validation message, placed under it and tied to it by id. */
export function FieldMessage({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="field__error" aria-live="polite">
      {message}
    </p>
  );
}

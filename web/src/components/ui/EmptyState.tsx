/** A list's empty state: a heading-like title and one line of help. */
export function EmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <div className="empty-note" role="status">
      <p className="empty-note__title">{title}</p>
      {description ? <p className="empty-note__description">{description}</p> : null}
    </div>
  );
}

/** A list's empty state: a heading-like title and one line of help. */
export function EmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <div className="salon-empty" role="status">
      <p className="salon-empty__title">{title}</p>
      {description ? <p className="salon-empty__description">{description}</p> : null}
    </div>
  );
}

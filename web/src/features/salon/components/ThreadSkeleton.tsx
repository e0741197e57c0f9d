/** The thread page while it loads (forum spec §2). */
export function ThreadSkeleton() {
  return (
    <div role="status" aria-label="Loading discussion">
      <div className="flat-card" aria-hidden="true">
        <div className="skeleton-line skeleton-line--title" />
        <div className="skeleton-line" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-line--short" />
      </div>
    </div>
  );
}

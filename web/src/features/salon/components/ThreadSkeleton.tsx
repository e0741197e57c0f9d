/** The thread page while it loads (forum spec §2). */
export function ThreadSkeleton() {
  return (
    <div role="status" aria-label="Loading discussion" className="salon-skeletons">
      <div className="salon-card salon-skeleton" aria-hidden="true">
        <div className="salon-skeleton__line salon-skeleton__line--title" />
        <div className="salon-skeleton__line" />
        <div className="salon-skeleton__line" />
        <div className="salon-skeleton__line salon-skeleton__line--short" />
      </div>
    </div>
  );
}

/** Grey placeholders in the shape of thread cards while the list loads (forum spec §2). */
export function ThreadCardSkeletons({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="salon-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="salon-card salon-skeleton" aria-hidden="true">
          <div className="salon-skeleton__line salon-skeleton__line--title" />
          <div className="salon-skeleton__line" />
          <div className="salon-skeleton__line salon-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

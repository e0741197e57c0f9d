/** Grey placeholders in the shape of thread cards while the list loads (forum spec §2). */
export function ThreadCardSkeletons({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flat-card" aria-hidden="true">
          <div className="skeleton-line skeleton-line--title" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-line--short" />
        </div>
      ))}
    </div>
  );
}

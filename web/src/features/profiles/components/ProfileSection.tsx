import { useId, type ReactNode } from 'react';

/**
 * One section of a profile: a card named by its heading, so the same field labels in two
 * sections ("Performer") are told apart by the region they sit in.
 */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card section-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** A read-only field: its label and value, "Not specified" when empty (the caller decides). */
export function ShownField({ label, value }: { label: string; value: string }) {
  return (
    <div className="profile-field">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

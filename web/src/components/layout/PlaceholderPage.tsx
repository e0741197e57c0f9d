import type { ReactNode } from 'react';

/** A route whose real screen arrives with a later issue: it says what it is for, and no more. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="page page--placeholder">
      <h1>{title}</h1>
      {children}
      <p className="page__note">This page is still being built.</p>
    </main>
  );
}

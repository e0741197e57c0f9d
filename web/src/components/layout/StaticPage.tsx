import type { ReactNode } from 'react';

/** The frame of the static pages: a title and readable prose. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="page static-page">
      <article>
        <h1>{title}</h1>
        {children}
      </article>
    </main>
  );
}

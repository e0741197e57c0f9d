import { BadgeCatalogue } from '../features/badges';

/** /badges: every badge, how it is earned and how many hold it, for everyone, visitors included. */
export function BadgesPage() {
  return (
    <main className="page">
      <BadgeCatalogue />
    </main>
  );
}

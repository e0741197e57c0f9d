import { PastPolls } from '../features/polls';

/** /polls/past: the Salon's closed polls with their results, for everyone, visitors included. */
export function PastPollsPage() {
  return (
    <main className="page">
      <PastPolls />
    </main>
  );
}

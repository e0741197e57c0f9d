import { useState } from 'react';
import type { QueuedPoll } from '../api/types';
import { PollAdminList } from './PollAdminList';
import { PollForm } from './PollForm';
import { PollQueue } from './PollQueue';
import '../polls.css';

/**
 * The admin panel's poll tools: the form (open a poll now, queue one for the daily or weekly
 * schedule, or edit a queued one), the two queues, and the polls opened, which can be closed.
 * Admins only (the route and the tab guard it; rules and functions decide).
 */
export function PollAdmin() {
  const [editing, setEditing] = useState<QueuedPoll | null>(null);
  return (
    <section className="poll-admin" aria-labelledby="poll-admin-heading">
      <h2 id="poll-admin-heading">Salon Polls</h2>
      <PollForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <PollQueue kind="daily" onEdit={setEditing} />
      <PollQueue kind="weekly" onEdit={setEditing} />
      <PollAdminList />
    </section>
  );
}

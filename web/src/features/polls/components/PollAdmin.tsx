import { PollAdminList } from './PollAdminList';
import { PollForm } from './PollForm';
import '../polls.css';

/** The admin area's poll tools: open a poll, close one. Admins only (the route guards it). */
export function PollAdmin() {
  return (
    <section className="poll-admin" aria-labelledby="poll-admin-heading">
      <h2 id="poll-admin-heading">Daily Polls</h2>
      <PollForm />
      <PollAdminList />
    </section>
  );
}

import { useReadOnce } from '../../hooks/use-read-once';
import type { ListedMember } from '../../lib/authors';
import { LoadStates } from '../ui/LoadStates';
import { ListedMemberName } from './ListedMemberName';

/** One member's place on a leaderboard. */
export interface LeaderboardRow {
  readonly id: string;
  readonly points: number;
  readonly member: ListedMember;
}

/**
 * A leaderboard (the games' weekly ones, trivia's monthly one), best first: each member named as
 * public lists name them, with their points in the caller's words. Read once by `read` for each
 * `readKey` (a new week, a round just ended): what it shows is the board of that key, never the
 * previous one's while the next loads.
 */
export function Leaderboard({
  name,
  read,
  readKey,
  label,
  empty,
  points,
}: {
  /** Which leaderboard, in the console ("the trivia leaderboard"). */
  name: string;
  read: () => Promise<readonly LeaderboardRow[]>;
  readKey: string;
  label: string;
  empty: string;
  points: (points: number) => string;
}) {
  const board = useReadOnce(read, readKey, name);
  return (
    <LoadStates
      state={board}
      loading={<p role="status">Loading the leaderboard…</p>}
      failed={<p role="alert">The leaderboard could not be loaded. Please try again later.</p>}
      isEmpty={(ready) => ready.value.length === 0}
      empty={<p>{empty}</p>}
    >
      {(ready) => (
        <ol className="leaderboard" aria-label={label}>
          {ready.value.map((row) => (
            <li key={row.id} className="leaderboard__row">
              <ListedMemberName member={row.member} />
              <span className="leaderboard__points">{points(row.points)}</span>
            </li>
          ))}
        </ol>
      )}
    </LoadStates>
  );
}

import { useEffect, useState } from 'react';
import type { ListedMember } from '../../lib/authors';
import { LoadStates } from '../ui/LoadStates';
import { ListedMemberName } from './ListedMemberName';

/** One member's place on a leaderboard. */
export interface LeaderboardRow {
  readonly id: string;
  readonly points: number;
  readonly member: ListedMember;
}

type Board =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; rows: readonly LeaderboardRow[] };

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
  const [board, setBoard] = useState<{ readKey: string; board: Board } | null>(null);
  useEffect(() => {
    let current = true;
    read().then(
      (rows) => current && setBoard({ readKey, board: { status: 'ready', rows } }),
      (error: unknown) => {
        console.error(`Could not load ${name}.`, error);
        if (current) setBoard({ readKey, board: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [name, read, readKey]);
  const shown: Board = board?.readKey === readKey ? board.board : { status: 'loading' };
  return (
    <LoadStates
      state={shown}
      loading={<p role="status">Loading the leaderboard…</p>}
      failed={<p role="alert">The leaderboard could not be loaded. Please try again later.</p>}
      isEmpty={(ready) => ready.rows.length === 0}
      empty={<p>{empty}</p>}
    >
      {(ready) => (
        <ol className="leaderboard" aria-label={label}>
          {ready.rows.map((row) => (
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

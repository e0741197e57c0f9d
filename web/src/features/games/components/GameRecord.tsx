import { useId } from 'react';
import { GAMES, GAME_IDS, GAME_LEVELS, GAME_TEXTS } from '@salon/domain';
import { useGameRecord } from '../hooks/use-game-record';
import '../games.css';

/**
 * A member's record in each game they played, on their profile: best round, the highest level
 * played, rounds. Read as the profile's private sections are: nothing shows where the rules
 * refuse it, or before the member's first round.
 */
export function GameRecord({ uid, access = '' }: { uid: string; access?: string }) {
  const headingId = useId();
  const record = useGameRecord(uid, access);
  if (record.status !== 'ready' || record.value === null) return null;
  const played = GAME_IDS.flatMap((id) => {
    const entry = record.value?.[id];
    return entry ? [{ id, entry }] : [];
  });
  if (played.length === 0) return null;
  return (
    <section className="games-record" aria-labelledby={headingId}>
      <h2 id={headingId} className="games-record__heading">
        {GAME_TEXTS.profileSection}
      </h2>
      {played.map(({ id, entry }) => (
        <div key={id} className="games-record__game">
          <h3 className="games-record__name">{GAMES[id].name}</h3>
          <dl className="games-record__list">
            <div>
              <dt>{GAME_TEXTS.personalBest}</dt>
              <dd>{GAME_TEXTS.score(entry.best)}</dd>
            </div>
            <div>
              <dt>{GAME_TEXTS.levelReached}</dt>
              <dd>{GAME_LEVELS[id][entry.level - 1]?.name ?? entry.level}</dd>
            </div>
            <div>
              <dt>{GAME_TEXTS.rounds}</dt>
              <dd>{entry.rounds}</dd>
            </div>
          </dl>
        </div>
      ))}
    </section>
  );
}

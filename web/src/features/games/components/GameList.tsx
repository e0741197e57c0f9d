import { Link } from 'react-router';
import { GAMES, GAME_IDS, GAME_TEXTS, gamePath } from '@salon/domain';
import '../games.css';

/** /games: every game, each linking to its page, for everyone, visitors included. */
export function GameList() {
  return (
    <section className="games-list" aria-labelledby="games-list-heading">
      <h1 id="games-list-heading">{GAME_TEXTS.listTitle}</h1>
      <p>{GAME_TEXTS.listIntro}</p>
      <ul className="games-list__items">
        {GAME_IDS.map((id) => (
          <li key={id} className="card">
            <h2 className="games-list__name">
              <Link to={gamePath(id)}>{GAMES[id].name}</Link>
            </h2>
            <p>{GAMES[id].description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

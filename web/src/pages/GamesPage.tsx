import { GameList } from '../features/games';

/** /games: the music games, for everyone, visitors included. */
export function GamesPage() {
  return (
    <main className="page">
      <GameList />
    </main>
  );
}

import { GameList } from '../features/games/components/GameList';

/** /games: the music games, for everyone, visitors included. */
export function GamesPage() {
  return (
    <main className="page">
      <GameList />
    </main>
  );
}

// What pages use of the games feature: the list, a game's record and weekly leaderboard. The
// games themselves are not listed: each loads later in a chunk of its own, by GamePlayPage's lazy
// import of components/IntervalsGame.tsx, components/ChordsGame.tsx or
// components/NameTheWorkGame.tsx (a lazy import of this index, which the page loads anyway,
// would bring all three into the page's chunk).
export { GameLeaderboard } from './components/GameLeaderboard';
export { GameList } from './components/GameList';
export { GameRecord } from './components/GameRecord';

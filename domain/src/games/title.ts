// The games' name, on their page and in the footer, which every page draws: apart from the
// games' other words, which only their pages need.
export const MUSIC_GAMES_TITLE = 'Music Games';

// The admin users search's whole-text check, for a search longer than the stored keys
// (users.ts): it compares names as the Users search does, composers' spellings included, whose
// table is 15 kB gzipped, so it loads with the first such search instead of with the panel.
export { matchesAdminUserSearch } from '@salon/domain';

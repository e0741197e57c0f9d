// What pages use of the badges feature: the catalogue, a badge's page, a member's badges and the
// admin's Manage badges.
export { BadgeCatalogue } from './components/BadgeCatalogue';
export { BadgeDetail } from './components/BadgeDetail';
export { ManageBadgesButton } from './components/ManageBadgesButton';
export { MemberBadges } from './components/MemberBadges';

// What the app and pages use of blocking: the member's blocks for every page, Block on a
// member's page, and the own profile's Blocked members.
export { BlockMemberButton } from './components/BlockMemberButton';
export { BlockedMembers } from './components/BlockedMembers';
export { BlockingProvider } from './components/BlockingProvider';

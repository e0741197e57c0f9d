// What the app and pages use of blocking.
export { BlockMemberButton } from './components/BlockMemberButton';
export { BlockedMembers } from './components/BlockedMembers';

// What the app and pages use of blocking.
export { BlockingProvider } from './components/BlockingProvider';
export { BlockMemberButton } from './components/BlockMemberButton';
export { BlockedMembers } from './components/BlockedMembers';

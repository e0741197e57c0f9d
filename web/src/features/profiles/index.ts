// What pages use of the profiles feature.
export { MemberProfile } from './components/MemberProfile';
export { OwnProfile } from './components/OwnProfile';
export type { MemberRoute } from './hooks/use-member-profile';

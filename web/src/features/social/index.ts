// What pages use of the friends and follows feature.
export { MemberSocialBar } from './components/MemberSocialBar';
export { OwnSocialLists } from './components/OwnSocialLists';
export { SocialCounts } from './components/SocialCounts';

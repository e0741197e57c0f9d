// What pages use of the mail feature.
export { MailSection } from './components/MailSection';

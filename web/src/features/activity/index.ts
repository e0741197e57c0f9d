// What pages use of the activity feature: "My activity" and the Save toggle.
export { ActivitySection } from './components/ActivitySection';
export { SaveThreadButton } from './components/SaveThreadButton';

// What pages use of the streaming feature.
export { SpotifyCallbackScreen } from './components/SpotifyCallbackScreen';
export { StreamingSection } from './components/StreamingSection';

import type { ToastMessage } from '../text/toast.js';

/** Streaming-connection wording (profiles spec, sections 2 and 8). */
export const STREAMING_TEXTS = Object.freeze({
  connecting: 'Connecting to Spotify...',
  processingComplete: 'Processing Complete',
});

export const STREAMING_TOASTS = Object.freeze({
  authenticationRequired: {
    title: 'Authentication Required',
    description: "Please make sure you're logged in.",
  },
  connected: {
    title: 'Connected Successfully',
    description: 'Your Spotify account has been connected. Analyzing your classical music...',
  },
  authorizationFailed: {
    title: 'Authorization Failed',
    description: 'Spotify authorization was cancelled or failed.',
  },
  disconnectFailed: { title: 'Error', description: 'Failed to disconnect Spotify.' },
} satisfies Record<string, ToastMessage>);

export const STREAMING_ERRORS = Object.freeze({
  noSession: 'No valid session found. Please try logging out and back in.',
  noSessionOnCallback: 'No valid session found. Please try logging in again.',
  noAuthUrl: 'No authorization URL received from server',
  unknownFunctionError: 'Unknown error occurred',
});

export const STREAMING_SUCCESS_TITLES = Object.freeze({ disconnected: 'Disconnected' });

/** "Connection Failed" with the provider's or our message. */
export function connectionFailedToast(message: string): ToastMessage {
  return { title: 'Connection Failed', description: message };
}

/** The callback's failure: "Failed to complete Spotify connection: {message}". */
export function callbackConnectionFailedToast(message: string): ToastMessage {
  return connectionFailedToast(`Failed to complete Spotify connection: ${message}`);
}

export function analysisCompleteToast(classicalTracksFound: number): ToastMessage {
  return {
    title: 'Analysis Complete',
    description: `Found ${classicalTracksFound} classical tracks in your recent listening history.`,
  };
}

/** Invented description: the spec names only the title "Analysis Failed". */
export function analysisFailedToast(message: string): ToastMessage {
  return { title: 'Analysis Failed', description: message };
}

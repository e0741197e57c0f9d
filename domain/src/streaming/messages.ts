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

/**
 * Why the provider failed us, shown as the description of "Connection Failed" or "Analysis
 * Failed". The spec names only those titles ("with the provider error"), so these sentences are
 * ours (docs/streaming.md lists them).
 */
export const STREAMING_PROVIDER_ERRORS = Object.freeze({
  /** Development-mode apps serve only members their owner allow-listed; others get 403. */
  notAllowListed:
    'Spotify refused this account: the app may only serve Spotify users its owner has allow-listed.',
  rateLimited: (retryAfterSeconds: number) =>
    `Spotify is receiving too many requests. Please try again in ${retryAfterSeconds} seconds.`,
  unreachable: 'Spotify could not be reached. Please try again later.',
  unexpectedAnswer: 'Spotify answered in a way we did not expect. Please try again later.',
  /** The refresh token was revoked (the member removed the app's access at Spotify). */
  revoked:
    'Your Spotify access was revoked, so the account was disconnected. Please connect again.',
  unauthorized: 'Spotify did not accept the connection. Please disconnect and connect again.',
  notConnected: 'Connect your Spotify account first.',
  /** The callback's state does not match a pending authorization, or it expired or was used. */
  authorizationNotPending:
    'This Spotify authorization has expired or was already used. Please connect again.',
  codeRefused: (providerError: string) => `Spotify refused the authorization: ${providerError}`,
  notConfigured: (param: string) => `Spotify is not configured on this site (${param} is not set).`,
  /** STREAMING_COOLDOWN_MS between a member's analyses, and between imports. */
  tooSoon: 'Your listening was updated moments ago. Please wait 30 seconds and try again.',
});

/** The history import's messages (beyond the spec). */
export const HISTORY_IMPORT_MESSAGES = Object.freeze({
  failedTitle: 'Import Failed',
  notJson: (fileName: string) => `${fileName} could not be read: it is not valid JSON.`,
  foreign: (fileName: string) =>
    `${fileName} is not a Spotify streaming history file (a list of plays).`,
  badEntry: (fileName: string, position: number) =>
    `${fileName} is not a Spotify streaming history file: entry ${position} is not a play.`,
  noHistoryFiles:
    'No streaming history found. Choose the Streaming_History_Audio_*.json or StreamingHistory*.json files of your Spotify data export, or the zip holding them.',
  unreadableZip: (fileName: string) => `${fileName} could not be opened as a zip file.`,
  noPlays: 'No music plays of 30 seconds or more were found in these files.',
});

// The streaming callables as plain functions (docs/streaming.md): start and complete the
// provider's authorization, analyse, disconnect, import a history's aggregate. Each failure is
// the app's AppError (lib/call-function.ts); streamingFailureMessage says it in the member's words.
import { STREAMING_ERRORS, type HistorySummary } from '@salon/domain';
import { AppError, toAppError } from '../../../lib/app-error';
import { callFunction, type CallServices } from '../../../lib/call-function';

export type StreamingServices = CallServices;

/**
 * What the member reads when a streaming call failed: the function's own words, the
 * no-session message when nobody was signed in, or the spec's "Unknown error occurred".
 */
export function streamingFailureMessage(
  error: unknown,
  noSessionMessage: string = STREAMING_ERRORS.noSession,
): string {
  const appError = toAppError(error);
  if (appError.kind === 'noSession') return noSessionMessage;
  return appError.reason ?? STREAMING_ERRORS.unknownFunctionError;
}

/** The provider's authorize URL for a new authorization (spotify-auth, first call). */
export async function startSpotifyConnection(services: StreamingServices): Promise<string> {
  const { authUrl } = await callFunction(services, 'spotifyAuthStart', {});
  if (!authUrl) {
    throw new AppError('unknown', STREAMING_ERRORS.noAuthUrl, null, STREAMING_ERRORS.noAuthUrl);
  }
  return authUrl;
}

/** Exchanges the code the provider sent back to the callback (spotify-auth with {code}). */
export async function completeSpotifyConnection(
  services: StreamingServices,
  code: string,
  state: string,
): Promise<void> {
  await callFunction(services, 'spotifyAuthCallback', { code, state });
}

/** Runs the analysis; answers the classical tracks found. */
export async function analyseSpotifyListening(services: StreamingServices): Promise<number> {
  const result = await callFunction(services, 'spotifyClassicalAnalysis', {});
  return result.classicalTracksFound;
}

export async function disconnectSpotify(services: StreamingServices): Promise<void> {
  await callFunction(services, 'spotifyDisconnect', {});
}

/** Sends a parsed history's aggregate (never the files); answers the classical tracks found. */
export async function importHistorySummary(
  services: StreamingServices,
  summary: HistorySummary,
): Promise<number> {
  const result = await callFunction(services, 'importListeningHistory', { ...summary });
  return result.classicalTracksFound;
}

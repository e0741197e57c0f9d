// The streaming callables as plain functions (docs/streaming.md): start and complete the
// provider's authorization, analyse, disconnect, import a history's aggregate. Each failure is a
// StreamingCallError whose message is meant for the member (the function's own words, or the
// spec's "Unknown error occurred").
import type { Auth } from 'firebase/auth';
import { FunctionsError, httpsCallable } from 'firebase/functions';
import type { FunctionsLoader } from '../../../lib/firebase-services';
import {
  STREAMING_ERRORS,
  type CallableInput,
  type CallableName,
  type CallableOutput,
  type HistorySummary,
} from '@salon/domain';

export interface StreamingServices {
  readonly auth: Auth;
  readonly functions: FunctionsLoader;
}

export class StreamingCallError extends Error {
  override name = 'StreamingCallError';
  constructor(
    message: string,
    /** The callable's code without its `functions/` prefix; 'no-session' before any call. */
    readonly code: string,
  ) {
    super(message);
  }
}

/** Codes whose message the functions wrote for the member; others are the SDK's own words. */
const MEMBER_FACING_CODES = new Set([
  'invalid-argument',
  'failed-precondition',
  'permission-denied',
  'resource-exhausted',
  'unavailable',
  'unauthenticated',
]);

async function call<N extends CallableName>(
  { auth, functions }: StreamingServices,
  name: N,
  input: CallableInput<N>,
  noSessionMessage: string,
): Promise<CallableOutput<N>> {
  if (!auth.currentUser) throw new StreamingCallError(noSessionMessage, 'no-session');
  try {
    const callable = httpsCallable<CallableInput<N>, CallableOutput<N>>(await functions(), name);
    return (await callable(input)).data;
  } catch (error) {
    if (error instanceof FunctionsError) {
      const code = error.code.replace('functions/', '');
      // The SDK appends the HTTP status (" [400]"), which is not part of the function's words.
      const message = MEMBER_FACING_CODES.has(code)
        ? error.message.replace(/ \[\d{3}\]$/, '')
        : STREAMING_ERRORS.unknownFunctionError;
      throw new StreamingCallError(message, code);
    }
    throw new StreamingCallError(STREAMING_ERRORS.unknownFunctionError, 'unknown');
  }
}

/** The provider's authorize URL for a new authorization (spotify-auth, first call). */
export async function startSpotifyConnection(services: StreamingServices): Promise<string> {
  const { authUrl } = await call(services, 'spotifyAuthStart', {}, STREAMING_ERRORS.noSession);
  if (!authUrl) throw new StreamingCallError(STREAMING_ERRORS.noAuthUrl, 'no-auth-url');
  return authUrl;
}

/** Exchanges the code the provider sent back to the callback (spotify-auth with {code}). */
export async function completeSpotifyConnection(
  services: StreamingServices,
  code: string,
  state: string,
): Promise<void> {
  await call(
    services,
    'spotifyAuthCallback',
    { code, state },
    STREAMING_ERRORS.noSessionOnCallback,
  );
}

/** Runs the analysis; answers the classical tracks found. */
export async function analyseSpotifyListening(services: StreamingServices): Promise<number> {
  const result = await call(services, 'spotifyClassicalAnalysis', {}, STREAMING_ERRORS.noSession);
  return result.classicalTracksFound;
}

export async function disconnectSpotify(services: StreamingServices): Promise<void> {
  await call(services, 'spotifyDisconnect', {}, STREAMING_ERRORS.noSession);
}

/** Sends a parsed history's aggregate (never the files); answers the classical tracks found. */
export async function importHistorySummary(
  services: StreamingServices,
  summary: HistorySummary,
): Promise<number> {
  const result = await call(
    services,
    'importListeningHistory',
    { ...summary },
    STREAMING_ERRORS.noSession,
  );
  return result.classicalTracksFound;
}

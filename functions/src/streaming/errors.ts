// What a member is told when the streaming work fails: the provider's failures, a revoked
// access and a missing connection in the catalogue's words (STREAMING_PROVIDER_ERRORS); the UI
// puts them under "Connection Failed" or "Analysis Failed".
import { logger } from 'firebase-functions';
import { STREAMING_PROVIDER_ERRORS as MESSAGES } from '@salon/domain';
import { NotConnectedError } from './analyse-member.js';
import { ProviderError } from './provider-client.js';
import { RevokedError } from './tokens.js';
import { refuse } from '../shared/refusal.js';

function streamingHttpsError(error: unknown): unknown {
  if (error instanceof RevokedError) return refuse('failed-precondition', MESSAGES.revoked);
  if (error instanceof NotConnectedError) {
    return refuse('failed-precondition', MESSAGES.notConnected);
  }
  if (!(error instanceof ProviderError)) return error;
  const { failure } = error;
  switch (failure.kind) {
    case 'not-allow-listed':
      return refuse('permission-denied', MESSAGES.notAllowListed);
    case 'rate-limited':
      return refuse('resource-exhausted', MESSAGES.rateLimited(failure.retryAfterSeconds), {
        retryAfterSeconds: failure.retryAfterSeconds,
      });
    case 'unreachable':
      return refuse('unavailable', MESSAGES.unreachable);
    case 'unauthorized':
      return refuse('failed-precondition', MESSAGES.unauthorized);
    case 'invalid-grant':
      return refuse('failed-precondition', MESSAGES.codeRefused(failure.description));
    case 'unexpected':
      logger.warn(`streaming provider answered unexpectedly: ${failure.detail}`);
      return refuse('unavailable', MESSAGES.unexpectedAnswer);
  }
}

/** Runs a streaming step, answering its failures in the member's words. */
export async function answeringInMembersWords<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw streamingHttpsError(error);
  }
}

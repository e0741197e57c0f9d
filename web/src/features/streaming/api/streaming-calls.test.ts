import type { Auth } from 'firebase/auth';
import { FunctionsError, httpsCallable, type Functions } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import {
  analyseSpotifyListening,
  startSpotifyConnection,
  streamingFailureMessage,
} from './streaming-calls';

vi.mock('firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/functions')>()),
  httpsCallable: vi.fn(),
}));

const functions = () => Promise.resolve({} as Functions);
const signedIn = { auth: { currentUser: {} } as Auth, functions };
const signedOut = { auth: { currentUser: null } as Auth, functions };

function failWith(error: unknown) {
  vi.mocked(httpsCallable).mockReturnValue(vi.fn().mockRejectedValue(error) as never);
}

/** The message a failed call shows the member. */
async function failureOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return streamingFailureMessage(error);
  }
  throw new Error('The call did not fail');
}

describe('the streaming calls', () => {
  it('give the function’s own words, without the status the SDK appends', async () => {
    failWith(
      new FunctionsError('resource-exhausted', 'Spotify is receiving too many requests. [429]'),
    );
    expect(await failureOf(analyseSpotifyListening(signedIn))).toBe(
      'Spotify is receiving too many requests.',
    );
  });

  it('say "Unknown error occurred" for errors not meant for the member', async () => {
    failWith(new FunctionsError('internal', 'INTERNAL'));
    expect(await failureOf(analyseSpotifyListening(signedIn))).toBe('Unknown error occurred');
  });

  it('refuse before calling without a session, and without an authorization URL', async () => {
    vi.mocked(httpsCallable).mockClear();
    expect(await failureOf(startSpotifyConnection(signedOut))).toBe(
      'No valid session found. Please try logging out and back in.',
    );
    expect(httpsCallable).not.toHaveBeenCalled();
    vi.mocked(httpsCallable).mockReturnValue(vi.fn().mockResolvedValue({ data: {} }) as never);
    expect(await failureOf(startSpotifyConnection(signedIn))).toBe(
      'No authorization URL received from server',
    );
  });
});

import type { Auth } from 'firebase/auth';
import { FunctionsError, httpsCallable, type Functions } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { analyseSpotifyListening, startSpotifyConnection } from './streaming-calls';

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

describe('the streaming calls', () => {
  it('give the function’s own words, without the status the SDK appends', async () => {
    failWith(
      new FunctionsError('resource-exhausted', 'Spotify is receiving too many requests. [429]'),
    );
    await expect(analyseSpotifyListening(signedIn)).rejects.toMatchObject({
      message: 'Spotify is receiving too many requests.',
      code: 'resource-exhausted',
    });
  });

  it('say "Unknown error occurred" for errors not meant for the member', async () => {
    failWith(new FunctionsError('internal', 'INTERNAL'));
    await expect(analyseSpotifyListening(signedIn)).rejects.toThrow('Unknown error occurred');
  });

  it('refuse before calling without a session, and without an authorization URL', async () => {
    await expect(startSpotifyConnection(signedOut)).rejects.toMatchObject({
      code: 'no-session',
      message: 'No valid session found. Please try logging out and back in.',
    });
    vi.mocked(httpsCallable).mockReturnValue(vi.fn().mockResolvedValue({ data: {} }) as never);
    await expect(startSpotifyConnection(signedIn)).rejects.toThrow(
      'No authorization URL received from server',
    );
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FunctionsError } from 'firebase/functions';
import type { StreamingSection as Section } from '@salon/domain';
import { getToasts } from '../../../components/toast/toast-store';
import { AppError, toAppError } from '../../../lib/app-error';
import * as calls from '../api/streaming-calls';
import { subscribeToStreamingSection } from '../api/streaming-section';
import { StreamingSection } from './StreamingSection';

// One instance each, as reactfire's providers give: the section resubscribes when they change.
vi.mock('reactfire', () => {
  const sdk = {};
  return { useAuth: () => sdk, useFirestore: () => sdk };
});
vi.mock('../history-import/read-history-in-worker', () => ({ readHistoryInWorker: vi.fn() }));
vi.mock('../api/streaming-section', () => ({ subscribeToStreamingSection: vi.fn() }));
vi.mock('../api/streaming-calls', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/streaming-calls')>()),
  startSpotifyConnection: vi.fn(),
  analyseSpotifyListening: vi.fn(),
  disconnectSpotify: vi.fn(),
  importHistorySummary: vi.fn(),
}));

const synced = new Date('2026-08-31T10:00:00Z');
const connected: Section = {
  connected: true,
  spotify: {
    countKind: 'rank-score',
    topArtists: [
      { name: 'Johann Sebastian Bach', type: 'composer', count: 143 },
      { name: 'Glenn Gould', type: 'performer', count: 94 },
    ],
    topTracks: [
      {
        name: 'Goldberg Variations, BWV 988: Aria',
        composer: 'Johann Sebastian Bach',
        performer: 'Glenn Gould',
        artist: 'Johann Sebastian Bach, Glenn Gould',
        count: 50,
      },
    ],
    classicalTracksFound: 8,
    tracksRanked: 10,
    lastSyncedAt: synced,
  },
  history: null,
  updatedAt: synced,
};

/** The section as the subscription delivers it ('refused' for a read the rules deny). */
function stored(section: Section | null | 'refused') {
  vi.mocked(subscribeToStreamingSection).mockImplementation((_db, _uid, onSection, onError) => {
    if (section === 'refused') onError(new Error('permission-denied'));
    else onSection(section);
    return () => undefined;
  });
}

const lastToast = () => getToasts().at(-1);

beforeEach(() => vi.clearAllMocks());

describe('StreamingSection', () => {
  it('shows the top artists and tracks with their points and what points are', () => {
    stored(connected);
    render(<StreamingSection userId="uid-fanny" isOwn={false} />);
    const spotify = screen.getByRole('region', { name: 'From Spotify' });
    expect(
      within(spotify)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Johann Sebastian Bach (composer) 143 points',
      'Glenn Gould (performer) 94 points',
      'Goldberg Variations, BWV 988: Aria (Johann Sebastian Bach), Glenn Gould 50 points',
    ]);
    within(spotify).getByText(/gives no play counts/);
    within(spotify).getByText(/^Last synced Aug 31, 2026/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing shared when the rules refuse the read', () => {
    stored('refused');
    render(<StreamingSection userId="uid-lili" isOwn={false} />);
    screen.getByText('No streaming analysis shared yet.');
  });

  it('lets the owner analyse and disconnect, with the spec’s toasts', async () => {
    stored(connected);
    vi.mocked(calls.analyseSpotifyListening).mockResolvedValue(8);
    vi.mocked(calls.disconnectSpotify).mockResolvedValue();
    render(<StreamingSection userId="uid-fanny" isOwn />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Music' }));
    expect(lastToast()).toMatchObject({
      title: 'Analysis Complete',
      description: 'Found 8 classical tracks in your recent listening history.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(lastToast()).toMatchObject({ title: 'Disconnected' });
  });

  it('says why an analysis or a connection failed', async () => {
    stored(connected);
    vi.mocked(calls.analyseSpotifyListening).mockRejectedValue(
      toAppError(
        new FunctionsError(
          'unavailable',
          'Spotify could not be reached. Please try again later. [503]',
        ),
      ),
    );
    render(<StreamingSection userId="uid-fanny" isOwn />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Music' }));
    expect(lastToast()).toMatchObject({
      title: 'Analysis Failed',
      description: 'Spotify could not be reached. Please try again later.',
      variant: 'destructive',
    });
  });

  it('offers the connection and the import to an owner not connected', async () => {
    stored(null);
    vi.mocked(calls.startSpotifyConnection).mockRejectedValue(
      new AppError('noSession', 'No active session'),
    );
    render(<StreamingSection userId="uid-fanny" isOwn />);
    screen.getByLabelText('Import listening history (.json or .zip)');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Spotify' }));
    expect(lastToast()).toMatchObject({
      title: 'Authentication Required',
      description: "Please make sure you're logged in.",
    });
  });
});

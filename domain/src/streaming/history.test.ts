import { describe, expect, it } from 'vitest';
import {
  HistoryFileError,
  HistoryTally,
  importListeningHistoryInput,
  isHistoryFileName,
  parseHistoryFile,
} from '../index.js';

/** One play in the extended export's shape (fields the import ignores included). */
function extendedPlay(ts: string, track: string | null, albumArtist: string | null, ms = 200_000) {
  return {
    ts,
    platform: 'android',
    ms_played: ms,
    conn_country: 'DE',
    ip_addr: '192.0.2.1',
    master_metadata_track_name: track,
    master_metadata_album_artist_name: albumArtist,
    master_metadata_album_album_name: track && 'Album',
    spotify_track_uri: track && `spotify:track:${track.replace(/\W/g, '')}`,
    episode_name: track ? null : 'An episode',
    episode_show_name: track ? null : 'A show',
    spotify_episode_uri: track ? null : 'spotify:episode:x',
    reason_start: 'clickrow',
    reason_end: 'trackdone',
    shuffle: false,
    skipped: false,
    offline: false,
    offline_timestamp: null,
    incognito_mode: false,
  };
}

const oneYearPlay = (
  endTime: string,
  artistName: string,
  trackName: string,
  msPlayed = 90_000,
) => ({
  endTime,
  artistName,
  trackName,
  msPlayed,
});

describe('isHistoryFileName', () => {
  it('takes music history files of both formats, in a zip folder or not', () => {
    expect(isHistoryFileName('Streaming_History_Audio_2023-2024_3.json')).toBe(true);
    expect(
      isHistoryFileName('Spotify Extended Streaming History/Streaming_History_Audio_2024.json'),
    ).toBe(true);
    expect(isHistoryFileName('MyData/StreamingHistory_music_0.json')).toBe(true);
    expect(isHistoryFileName('StreamingHistory0.json')).toBe(true);
  });

  it('leaves out video and podcast history and the other export files', () => {
    expect(isHistoryFileName('Streaming_History_Video_2023-2024.json')).toBe(false);
    expect(isHistoryFileName('StreamingHistory_podcast_0.json')).toBe(false);
    expect(isHistoryFileName('Userdata.json')).toBe(false);
    expect(isHistoryFileName('Streaming_History_Audio_2024.json.txt')).toBe(false);
  });
});

describe('parseHistoryFile', () => {
  it('reads the extended format and leaves out podcast plays', () => {
    const text = JSON.stringify([
      extendedPlay(
        '2024-05-01T20:00:00Z',
        'Goldberg Variations, BWV 988: Aria',
        'Johann Sebastian Bach',
        180_000,
      ),
      extendedPlay('2024-05-01T21:00:00Z', null, null, 1_000_000),
    ]);
    expect(parseHistoryFile('Streaming_History_Audio_2024.json', text)).toEqual([
      {
        endedAt: Date.UTC(2024, 4, 1, 20),
        msPlayed: 180_000,
        trackName: 'Goldberg Variations, BWV 988: Aria',
        artistName: 'Johann Sebastian Bach',
        trackKey: 'spotify:track:GoldbergVariationsBWV988Aria',
      },
    ]);
  });

  it('reads the one-year format, its times as UTC', () => {
    const text = JSON.stringify([oneYearPlay('2024-03-05 21:07', 'Clara Schumann', 'Romance')]);
    expect(parseHistoryFile('StreamingHistory_music_0.json', text)).toEqual([
      {
        endedAt: Date.UTC(2024, 2, 5, 21, 7),
        msPlayed: 90_000,
        trackName: 'Romance',
        artistName: 'Clara Schumann',
        trackKey: 'Clara Schumann\u0000Romance',
      },
    ]);
  });

  it('refuses what is not JSON, not a list, or not plays, naming the file', () => {
    const refusal = (text: string) => {
      try {
        parseHistoryFile('f.json', text);
      } catch (error) {
        expect(error).toBeInstanceOf(HistoryFileError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal('[{"ts": "2024')).toBe('f.json could not be read: it is not valid JSON.');
    expect(refusal('{"username": "x"}')).toBe(
      'f.json is not a Spotify streaming history file (a list of plays).',
    );
    expect(refusal('[{"name": "a playlist", "items": []}]')).toBe(
      'f.json is not a Spotify streaming history file (a list of plays).',
    );
    const secondBroken = [
      oneYearPlay('2024-03-05 21:07', 'A', 'B'),
      oneYearPlay('yesterday', 'A', 'B'),
    ];
    expect(refusal(JSON.stringify(secondBroken))).toBe(
      'f.json is not a Spotify streaming history file: entry 2 is not a play.',
    );
    const mixed = [
      extendedPlay('2024-05-01T20:00:00Z', 'T', 'A'),
      oneYearPlay('2024-03-05 21:07', 'A', 'B'),
    ];
    expect(refusal(JSON.stringify(mixed))).toBe(
      'f.json is not a Spotify streaming history file: entry 2 is not a play.',
    );
    expect(refusal('[]')).toBe('accepted');
  });
});

describe('HistoryTally', () => {
  const bach = (ts: string, ms?: number) =>
    extendedPlay(
      ts,
      'Cello Suite No. 1 in G Major, BWV 1007: I. Prélude',
      'Johann Sebastian Bach',
      ms,
    );
  const dvorak = (ts: string) =>
    extendedPlay(
      ts,
      'Symphony No. 9 "From the New World": IV. Allegro con fuoco',
      'Antonín Dvořák',
    );
  const pop = (ts: string) => extendedPlay(ts, 'Anti-Hero', 'Taylor Swift');

  function summaryOf(...files: object[][]) {
    const tally = new HistoryTally();
    files.forEach((plays, index) =>
      tally.add(parseHistoryFile(`Streaming_History_Audio_${index}.json`, JSON.stringify(plays))),
    );
    return tally.summary();
  }

  it('counts plays of 30 s or more in the six months ending with the newest play', () => {
    const summary = summaryOf(
      [
        bach('2024-01-15T10:00:00Z'), // before the period: left out
        bach('2024-03-01T10:00:00Z'),
        bach('2024-03-02T10:00:00Z', 29_999), // too short
        dvorak('2024-04-01T10:00:00Z'),
      ],
      [bach('2024-08-20T10:00:00Z'), pop('2024-08-30T10:00:00Z'), pop('2024-08-31T10:00:00Z')],
    );
    expect(summary).toEqual({
      topArtists: [
        { name: 'Johann Sebastian Bach', type: 'composer', count: 2 },
        { name: 'Antonín Dvořák', type: 'composer', count: 1 },
      ],
      topTracks: [
        {
          name: 'Cello Suite No. 1 in G Major, BWV 1007: I. Prélude',
          composer: 'Johann Sebastian Bach',
          performer: '',
          artist: 'Johann Sebastian Bach',
          count: 2,
        },
        {
          name: 'Symphony No. 9 "From the New World": IV. Allegro con fuoco',
          composer: 'Antonín Dvořák',
          performer: '',
          artist: 'Antonín Dvořák',
          count: 1,
        },
      ],
      classicalTracksFound: 2,
      playsCounted: 5,
      periodStart: '2024-02-29T10:00:00.000Z',
      periodEnd: '2024-08-31T10:00:00.000Z',
    });
  });

  it('refuses a history with no play long enough', () => {
    expect(() => summaryOf([bach('2024-03-02T10:00:00Z', 5_000)])).toThrow(
      'No music plays of 30 seconds or more were found in these files.',
    );
  });

  it('gives what the import callable accepts', () => {
    const summary = summaryOf([bach('2024-03-01T10:00:00Z'), dvorak('2024-04-01T10:00:00Z')]);
    expect(importListeningHistoryInput.safeParse(summary).success).toBe(true);
  });
});

describe('importListeningHistoryInput', () => {
  const valid = {
    topArtists: [{ name: 'Johann Sebastian Bach', type: 'composer', count: 4 }],
    topTracks: [
      {
        name: 'Aria',
        composer: 'Johann Sebastian Bach',
        performer: '',
        artist: 'Johann Sebastian Bach',
        count: 4,
      },
    ],
    classicalTracksFound: 1,
    playsCounted: 10,
    periodStart: '2024-03-01T00:00:00.000Z',
    periodEnd: '2024-08-01T00:00:00.000Z',
  };
  const refusal = (change: Record<string, unknown>) => {
    const result = importListeningHistoryInput.safeParse({ ...valid, ...change });
    return result.success ? 'accepted' : result.error.issues[0]?.message;
  };

  it('refuses figures that cannot come from one history', () => {
    expect(refusal({})).toBe('accepted');
    expect(refusal({ periodStart: '2023-01-01T00:00:00.000Z' })).toBe(
      'The period may cover at most six months.',
    );
    expect(refusal({ periodEnd: '2024-01-01T00:00:00.000Z' })).toBe(
      'The period must start before it ends.',
    );
    expect(
      refusal({
        periodEnd: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        periodStart: new Date().toISOString(),
      }),
    ).toBe('The period cannot end in the future.');
    expect(refusal({ classicalTracksFound: 0 })).toBe(
      'There cannot be more top tracks than classical tracks.',
    );
    expect(refusal({ playsCounted: 3 })).toBe(
      'Each count must be between 1 and the plays counted.',
    );
    expect(
      refusal({
        topArtists: [
          { name: 'A', type: 'composer', count: 1 },
          { name: 'B', type: 'composer', count: 2 },
        ],
      }),
    ).toBe('Top items must be in descending order of count.');
    expect(refusal({ periodEnd: 'last week' })).not.toBe('accepted');
    expect(refusal({ rawFile: '[...]' })).not.toBe('accepted');
  });
});

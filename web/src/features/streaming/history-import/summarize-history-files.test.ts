import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { summarizeHistoryFiles, type ChosenFile } from './summarize-history-files';

function chosen(name: string, content: Uint8Array | string): ChosenFile {
  const bytes = typeof content === 'string' ? strToU8(content) : content;
  return { name, size: bytes.byteLength, arrayBuffer: async () => bytes.slice().buffer };
}

const play = (ts: string, track: string, artist: string, ms = 120_000) => ({
  ts,
  ms_played: ms,
  ip_addr: '192.0.2.1',
  master_metadata_track_name: track,
  master_metadata_album_artist_name: artist,
  spotify_track_uri: `spotify:track:${track.length}${artist.length}`,
});

const audio2024 = JSON.stringify([
  play('2024-05-01T10:00:00Z', 'Clair de lune', 'Claude Debussy'),
  play('2024-05-02T10:00:00Z', 'Clair de lune', 'Claude Debussy'),
  play('2024-05-03T10:00:00Z', 'Houdini', 'Dua Lipa'),
]);

describe('summarizeHistoryFiles', () => {
  it('reads the history files inside the export zip and nothing else of it', async () => {
    const zip = zipSync({
      'Spotify Extended Streaming History/Streaming_History_Audio_2024.json': strToU8(audio2024),
      'Spotify Extended Streaming History/Streaming_History_Video_2024.json': strToU8('not json'),
      'Spotify Extended Streaming History/ReadMeFirst.pdf': strToU8('%PDF'),
    });
    const progress: number[] = [];
    const summary = await summarizeHistoryFiles(
      [chosen('my_spotify_data.zip', zip)],
      (done, total) => progress.push(done / total),
    );
    expect(summary.topArtists).toEqual([{ name: 'Claude Debussy', type: 'composer', count: 2 }]);
    expect(summary.playsCounted).toBe(3);
    expect(progress.at(-1)).toBe(1);
  });

  it('adds up several JSON files of the one-year format', async () => {
    const oneYear = (endTime: string) => ({
      endTime,
      artistName: 'Clara Schumann',
      trackName: 'Romance',
      msPlayed: 60_000,
    });
    const summary = await summarizeHistoryFiles([
      chosen('StreamingHistory_music_0.json', JSON.stringify([oneYear('2024-05-01 10:00')])),
      chosen('StreamingHistory_music_1.json', JSON.stringify([oneYear('2024-05-02 10:00')])),
    ]);
    expect(summary.topTracks[0]).toMatchObject({ name: 'Romance', count: 2 });
  });

  it('refuses foreign files and zips without history, with the member’s message', async () => {
    await expect(summarizeHistoryFiles([chosen('photo.png', 'x')])).rejects.toThrow(
      'No streaming history found.',
    );
    await expect(
      summarizeHistoryFiles([chosen('other.zip', zipSync({ 'Userdata.json': strToU8('{}') }))]),
    ).rejects.toThrow('No streaming history found.');
    await expect(summarizeHistoryFiles([chosen('broken.zip', 'PK not really')])).rejects.toThrow(
      'broken.zip could not be opened as a zip file.',
    );
    await expect(
      summarizeHistoryFiles([chosen('Userdata.json', '{"username":"x"}')]),
    ).rejects.toThrow('Userdata.json is not a Spotify streaming history file (a list of plays).');
  });
});

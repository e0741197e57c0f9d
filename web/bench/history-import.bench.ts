// The history import's cost, in Node (V8, the engine of Chromium; not in a browser worker): a
// 12 MB extended streaming history file read as the import worker reads it (JSON, then the same
// file in a zip), and the classifier's throughput over distinct tracks. Prints figures only.
import { strToU8, zipSync } from 'fflate';
import { test } from 'vitest';
import { classifyTrack, COMPOSERS } from '@salon/domain';
import { summarizeHistoryFiles } from '../src/features/streaming/history-import/summarize-history-files';

const TARGET_BYTES = 12 * 2 ** 20;
const POP_ARTISTS = ['Taylor Swift', 'Dua Lipa', 'Sabrina Carpenter', 'Bach', 'The Beethovens'];
const PERFORMERS = ['Glenn Gould', 'Berliner Philharmoniker', 'Martha Argerich', 'Yo-Yo Ma'];

/** A play in the extended export's shape; one in three classical, 2,000 distinct tracks. */
function play(index: number) {
  const classical = index % 3 === 0;
  const composer = COMPOSERS[index % COMPOSERS.length]!;
  const track = index % 2000;
  return {
    ts: new Date(Date.UTC(2026, 0, 1) + index * 97_000).toISOString().replace('.000', ''),
    platform: 'android',
    ms_played: 20_000 + (index % 7) * 30_000,
    conn_country: 'DE',
    ip_addr: '192.0.2.1',
    master_metadata_track_name: `Track ${track}`,
    master_metadata_album_artist_name: classical ? composer.name : POP_ARTISTS[index % 5],
    master_metadata_album_album_name: `Album ${track % 300}`,
    spotify_track_uri: `spotify:track:${track.toString(36).padStart(22, '0')}`,
    episode_name: null,
    episode_show_name: null,
    spotify_episode_uri: null,
    reason_start: 'trackdone',
    reason_end: 'trackdone',
    shuffle: false,
    skipped: false,
    offline: false,
    offline_timestamp: null,
    incognito_mode: false,
  };
}

function historyFile(): { text: string; plays: number } {
  const plays: string[] = [];
  let bytes = 2;
  while (bytes < TARGET_BYTES) {
    const entry = JSON.stringify(play(plays.length));
    plays.push(entry);
    bytes += entry.length + 1;
  }
  return { text: `[${plays.join(',')}]`, plays: plays.length };
}

const asFile = (name: string, bytes: Uint8Array) => ({
  name,
  size: bytes.byteLength,
  arrayBuffer: async () => bytes.slice().buffer,
});

async function timed(run: () => Promise<unknown>): Promise<number> {
  const runs: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  return runs.sort((a, b) => a - b)[2]!;
}

test('history import: a 12 MB extended streaming history', async () => {
  const { text, plays } = historyFile();
  const json = strToU8(text);
  const zip = zipSync({
    'Spotify Extended Streaming History/Streaming_History_Audio_2026_0.json': json,
  });
  const jsonMs = await timed(() =>
    summarizeHistoryFiles([asFile('Streaming_History_Audio_2026_0.json', json)]),
  );
  const zipMs = await timed(() => summarizeHistoryFiles([asFile('my_spotify_data.zip', zip)]));
  console.log(
    [
      `history import (Node ${process.version}, median of 5):`,
      `  file          ${(json.byteLength / 2 ** 20).toFixed(1)} MB JSON, ${plays} plays (zip ${(zip.byteLength / 2 ** 20).toFixed(1)} MB)`,
      `  JSON file     ${jsonMs.toFixed(0)} ms to summary`,
      `  zip           ${zipMs.toFixed(0)} ms to summary (unzip included)`,
    ].join('\n'),
  );
});

test('classifier throughput', () => {
  const tracks = Array.from({ length: 50_000 }, (_, index) => {
    const composer = COMPOSERS[index % COMPOSERS.length]!;
    const performer = PERFORMERS[index % PERFORMERS.length]!;
    if (index % 4 === 0) return { artists: [POP_ARTISTS[index % 5]!] };
    if (index % 4 === 1) return { artists: [composer.shortName ?? composer.name, performer] };
    return { artists: [composer.name, performer, 'Herbert von Karajan'] };
  });
  let classical = 0;
  const started = performance.now();
  for (const track of tracks) if (classifyTrack(track).classical) classical += 1;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    [
      'classifier (classifyTrack, Node):',
      `  ${tracks.length} tracks in ${(seconds * 1000).toFixed(0)} ms: ${Math.round(tracks.length / seconds).toLocaleString('en')} tracks/s (${classical} classical)`,
    ].join('\n'),
  );
});

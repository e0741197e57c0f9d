// The history import's cost in Node (tests/bench has the same in Chromium's worker): a 12 MB
// extended streaming history file read as the import worker reads it (JSON, then the same file
// in a zip), and the classifier's throughput over distinct tracks. Prints figures only.
import { strToU8, zipSync } from 'fflate';
import { test } from 'vitest';
import { classifyTrack, COMPOSERS } from '@salon/domain';
import { summarizeHistoryFiles } from '../src/features/streaming/history-import/summarize-history-files';
import { POP_ARTISTS, syntheticHistoryFile } from './synthetic-history';

const PERFORMERS = ['Glenn Gould', 'Berliner Philharmoniker', 'Martha Argerich', 'Yo-Yo Ma'];

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
  const { text, plays } = syntheticHistoryFile();
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

// A synthetic extended streaming history file of about 12 MB for the benches (Node and
// Chromium): plays in the export's shape, one in three by a composer of the index.
import { COMPOSERS } from '@salon/domain';

/** About the size of one file of a real export. */
const TARGET_BYTES = 12 * 2 ** 20;
export const POP_ARTISTS = [
  'Taylor Swift',
  'Dua Lipa',
  'Sabrina Carpenter',
  'Bach',
  'The Beethovens',
];

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

export function syntheticHistoryFile(): { text: string; plays: number } {
  const plays: string[] = [];
  let bytes = 2;
  while (bytes < TARGET_BYTES) {
    const entry = JSON.stringify(play(plays.length));
    plays.push(entry);
    bytes += entry.length + 1;
  }
  return { text: `[${plays.join(',')}]`, plays: plays.length };
}

// The streaming section's own labels and the sentence saying what a count means (beyond the
// spec, which names the section and "Analyze Music" only; docs/streaming.md).
import { SPOTIFY_TOP_TRACKS_LIMIT, type CountKind } from '@salon/domain';

export const STREAMING_SECTION_TEXTS = Object.freeze({
  heading: 'Streaming Analysis',
  connect: 'Connect Spotify',
  analyse: 'Analyze Music',
  disconnect: 'Disconnect',
  spotifyHeading: 'From Spotify',
  historyHeading: 'From your listening history',
  topArtists: 'Top Artists',
  topTracks: 'Top Tracks',
  noClassical: 'No classical music found.',
  notConnected: 'Connect Spotify to see your classical top artists and tracks.',
  nothingShared: 'No streaming analysis shared yet.',
  importLabel: 'Import listening history (.json or .zip)',
  importHelp:
    'Your Spotify data export (Streaming_History_Audio_*.json or StreamingHistory*.json, or the zip). It is read in your browser; only the totals are saved.',
  importing: 'Reading your listening history…',
});

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function lastSyncText(lastSyncedAt: Date): string {
  return `Last synced ${dateTimeFormat.format(lastSyncedAt)}`;
}

/** A count with its unit: "143 points" or "12 plays". */
export function countText(kind: CountKind, count: number): string {
  const unit = kind === 'plays' ? 'play' : 'point';
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** What the numbers of an analysis are, said where they are shown. */
export function countMeaning(
  kind: CountKind,
  period?: { readonly periodStart: Date; readonly periodEnd: Date },
): string {
  if (kind === 'rank-score') {
    return `Spotify ranks your top ${SPOTIFY_TOP_TRACKS_LIMIT} tracks of about the last six months but gives no play counts: the top track scores ${SPOTIFY_TOP_TRACKS_LIMIT} points, the ${SPOTIFY_TOP_TRACKS_LIMIT}th 1, and an artist scores the points of their tracks.`;
  }
  const span = period
    ? ` between ${dateFormat.format(period.periodStart)} and ${dateFormat.format(period.periodEnd)}`
    : '';
  return `Plays of 30 seconds or more${span}, from your listening history.`;
}

// Reading the provider's data export: the extended streaming history
// (Streaming_History_Audio_*.json) and the older one-year account data (StreamingHistory*.json).
// Each file is a JSON array of plays; anything else is refused whole, with a message naming the
// file, so a foreign or damaged file changes nothing. Pure: the browser's worker feeds it text.
import { HISTORY_IMPORT_MESSAGES } from './messages.js';

/** One play of a music track, as the import counts it (podcasts and audiobooks are left out). */
export interface HistoryPlay {
  /** When the play ended, in milliseconds since the epoch (UTC). */
  readonly endedAt: number;
  readonly msPlayed: number;
  readonly trackName: string;
  /** The one artist the export names: the album's artist (extended) or the track's (one-year). */
  readonly artistName: string;
  /** Identifies the track across plays: its URI when the export has one, else name and artist. */
  readonly trackKey: string;
}

/** A file the import cannot use; the message is meant for the member. */
export class HistoryFileError extends Error {
  override name = 'HistoryFileError';
}

const EXTENDED_FILE = /(?:^|\/)Streaming_History_Audio_[^/]*\.json$/i;
// StreamingHistory0.json (older exports) and StreamingHistory_music_0.json, not _podcast_.
const ONE_YEAR_FILE = /(?:^|\/)StreamingHistory(?:_music)?_?\d*\.json$/i;

/** Whether a file (or a zip entry's path) is a music history file of either format. */
export function isHistoryFileName(path: string): boolean {
  return EXTENDED_FILE.test(path) || ONE_YEAR_FILE.test(path);
}

type Entry = Record<string, unknown>;

const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const isPlayedMs = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isExtendedEntry(entry: Entry): boolean {
  return (
    typeof entry.ts === 'string' &&
    isPlayedMs(entry.ms_played) &&
    isStringOrNull(entry.master_metadata_track_name ?? null) &&
    isStringOrNull(entry.master_metadata_album_artist_name ?? null) &&
    isStringOrNull(entry.spotify_track_uri ?? null)
  );
}

function isOneYearEntry(entry: Entry): boolean {
  return (
    typeof entry.endTime === 'string' &&
    isPlayedMs(entry.msPlayed) &&
    typeof entry.trackName === 'string' &&
    typeof entry.artistName === 'string'
  );
}

/** "2024-03-05 21:07", in UTC, as the one-year export writes it. */
const ONE_YEAR_END_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

function oneYearEndTime(text: string): number {
  const match = ONE_YEAR_END_TIME.exec(text);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour!, minute!);
}

function trackKeyOf(trackName: string, artistName: string): string {
  return `${artistName}\u0000${trackName}`;
}

function extendedPlay(entry: Entry): HistoryPlay | null {
  const trackName = entry.master_metadata_track_name;
  const artistName = entry.master_metadata_album_artist_name;
  // A podcast episode or audiobook chapter: no track.
  if (typeof trackName !== 'string' || typeof artistName !== 'string') return null;
  const uri = entry.spotify_track_uri;
  return {
    endedAt: Date.parse(entry.ts as string),
    msPlayed: entry.ms_played as number,
    trackName,
    artistName,
    trackKey: typeof uri === 'string' && uri !== '' ? uri : trackKeyOf(trackName, artistName),
  };
}

function oneYearPlay(entry: Entry): HistoryPlay {
  const trackName = entry.trackName as string;
  const artistName = entry.artistName as string;
  return {
    endedAt: oneYearEndTime(entry.endTime as string),
    msPlayed: entry.msPlayed as number,
    trackName,
    artistName,
    trackKey: trackKeyOf(trackName, artistName),
  };
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The music plays of one history file. The format is told by the first entry; every entry must
 * then be a play of that format with a readable time, or the whole file is refused.
 */
export function parseHistoryFile(fileName: string, text: string): HistoryPlay[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HistoryFileError(HISTORY_IMPORT_MESSAGES.notJson(fileName));
  }
  if (!Array.isArray(parsed)) throw new HistoryFileError(HISTORY_IMPORT_MESSAGES.foreign(fileName));
  if (parsed.length === 0) return [];
  const first: unknown = parsed[0];
  const format = !isEntry(first)
    ? null
    : isExtendedEntry(first)
      ? { isPlay: isExtendedEntry, play: extendedPlay }
      : isOneYearEntry(first)
        ? { isPlay: isOneYearEntry, play: oneYearPlay }
        : null;
  if (!format) throw new HistoryFileError(HISTORY_IMPORT_MESSAGES.foreign(fileName));
  const plays: HistoryPlay[] = [];
  for (let index = 0; index < parsed.length; index += 1) {
    const entry: unknown = parsed[index];
    const play = isEntry(entry) && format.isPlay(entry) ? format.play(entry) : undefined;
    if (play === undefined || (play !== null && Number.isNaN(play.endedAt))) {
      throw new HistoryFileError(HISTORY_IMPORT_MESSAGES.badEntry(fileName, index + 1));
    }
    if (play) plays.push(play);
  }
  return plays;
}

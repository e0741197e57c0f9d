// From the plays of a history export to what the import stores: the classical top artists and
// tracks with real play counts over the six months ending with the newest play (the API's medium
// term), counting plays of 30 s or more. Files are added one at a time, so a worker can report
// progress; the summary is taken once all are in.
import { summarizeClassicalListening, type PlayedTrack } from '../music/listening.js';
import type { HistoryPlay } from './history-files.js';
import { HISTORY_IMPORT_MESSAGES } from './messages.js';
import type { StreamingArtist, StreamingTrack } from './schemas.js';

/** A play counts from this long (the provider's own threshold for a stream). */
export const HISTORY_MIN_PLAY_MS = 30_000;
/** The period counted: the API's medium term. */
export const HISTORY_PERIOD_MONTHS = 6;

/** What the import callable takes (dates as ISO text: it crosses JSON). */
export interface HistorySummary {
  readonly topArtists: StreamingArtist[];
  readonly topTracks: StreamingTrack[];
  readonly classicalTracksFound: number;
  readonly playsCounted: number;
  readonly periodStart: string;
  readonly periodEnd: string;
}

interface TrackPlays {
  readonly trackName: string;
  readonly artistName: string;
  /** End times of its plays of 30 s or more. */
  readonly endTimes: number[];
}

/**
 * The start of the period: six calendar months before its end (UTC), on the same day of the
 * month or, where that month is shorter, its last day (31 August gives 29 February, not 2 March).
 */
export function historyPeriodStart(periodEnd: number): number {
  const end = new Date(periodEnd);
  const start = new Date(periodEnd);
  start.setUTCDate(1);
  start.setUTCMonth(end.getUTCMonth() - HISTORY_PERIOD_MONTHS);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  start.setUTCDate(Math.min(end.getUTCDate(), lastDay.getUTCDate()));
  return start.getTime();
}

export class HistoryTally {
  private readonly tracks = new Map<string, TrackPlays>();
  private newest = Number.NEGATIVE_INFINITY;

  /** Adds one file's plays; short plays are dropped here. */
  add(plays: readonly HistoryPlay[]): void {
    for (const play of plays) {
      if (play.msPlayed < HISTORY_MIN_PLAY_MS) continue;
      let track = this.tracks.get(play.trackKey);
      if (!track) {
        track = { trackName: play.trackName, artistName: play.artistName, endTimes: [] };
        this.tracks.set(play.trackKey, track);
      }
      track.endTimes.push(play.endedAt);
      if (play.endedAt > this.newest) this.newest = play.endedAt;
    }
  }

  /** The summary of every file added; throws when no play counts. */
  summary(): HistorySummary {
    if (this.tracks.size === 0) throw new Error(HISTORY_IMPORT_MESSAGES.noPlays);
    const periodEnd = this.newest;
    const periodStart = historyPeriodStart(periodEnd);
    const played: PlayedTrack[] = [];
    let playsCounted = 0;
    for (const track of this.tracks.values()) {
      const plays = track.endTimes.filter((endedAt) => endedAt >= periodStart).length;
      if (plays === 0) continue;
      playsCounted += plays;
      played.push({ name: track.trackName, artists: [track.artistName], plays });
    }
    const listening = summarizeClassicalListening(played);
    return {
      topArtists: listening.topArtists,
      topTracks: listening.topTracks,
      classicalTracksFound: listening.classicalTrackCount,
      playsCounted,
      periodStart: new Date(periodStart).toISOString(),
      periodEnd: new Date(periodEnd).toISOString(),
    };
  }
}

// The streaming analysis's figures (profiles spec §9: top 3 artists and top 3 tracks with counts)
// from a list of played tracks, whatever their source: ranked top items from the provider's API
// (one "play" each, so counts are ranks' weights, not plays) or a listening-history import.
import {
  STREAMING_TOP_ITEMS,
  type StreamingArtist,
  type StreamingTrack,
} from '../streaming/schemas.js';
import { classifyTrack, type TrackCredits } from './classifier.js';

/** What the analysis stores of a name: the streaming schemas' limit. */
const MAX_NAME_LENGTH = 300;

export interface PlayedTrack extends TrackCredits {
  readonly name: string;
  /** How many times it was played; 1 when the source gives no count. */
  readonly plays?: number;
}

export const ARTIST_TYPES = Object.freeze({ composer: 'composer', performer: 'performer' });

export interface ClassicalListening {
  /** Distinct classical tracks ("Found N classical tracks..."). */
  readonly classicalTrackCount: number;
  readonly topArtists: StreamingArtist[];
  readonly topTracks: StreamingTrack[];
}

interface Tally<T> {
  readonly item: T;
  count: number;
  readonly firstSeen: number;
}

function clip(text: string): string {
  return text.slice(0, MAX_NAME_LENGTH);
}

/**
 * A whole number of plays, 1 when none is given; nonsense (negative, NaN) counts as none, and a
 * track played no time is left out.
 */
function playCount(plays: number | undefined): number {
  if (plays === undefined) return 1;
  return Number.isFinite(plays) && plays > 0 ? Math.floor(plays) : 0;
}

function add<T>(tallies: Map<string, Tally<T>>, key: string, item: T, count: number): void {
  const tally = tallies.get(key);
  if (tally) tally.count += count;
  else tallies.set(key, { item, count, firstSeen: tallies.size });
}

/** The top items by count; equal counts keep the order in which they were first played. */
function top<T>(tallies: Map<string, Tally<T>>): Tally<T>[] {
  return [...tallies.values()]
    .sort((a, b) => b.count - a.count || a.firstSeen - b.firstSeen)
    .slice(0, STREAMING_TOP_ITEMS);
}

/**
 * The classical part of a listening history: each classical track's plays counted for the track,
 * for its composer (type "composer") and for each performer (type "performer"). Tracks are the
 * same when name and artists are; artists the same when their names are.
 */
export function summarizeClassicalListening(played: readonly PlayedTrack[]): ClassicalListening {
  const artists = new Map<string, Tally<Omit<StreamingArtist, 'count'>>>();
  const tracks = new Map<string, Tally<Omit<StreamingTrack, 'count'>>>();
  for (const track of played) {
    const plays = playCount(track.plays);
    const classification = classifyTrack(track);
    if (plays === 0 || !classification.classical) continue;
    const composer = classification.composers[0]?.name ?? '';
    for (const { name } of classification.composers) {
      add(artists, name, { name: clip(name), type: ARTIST_TYPES.composer }, plays);
    }
    for (const name of classification.performers) {
      add(artists, name, { name: clip(name), type: ARTIST_TYPES.performer }, plays);
    }
    const trackItem = {
      name: clip(track.name),
      composer: clip(composer),
      performer: clip(classification.performers.join(', ')),
      artist: clip(track.artists.join(', ')),
    };
    add(tracks, JSON.stringify([track.name, track.artists]), trackItem, plays);
  }
  return {
    classicalTrackCount: tracks.size,
    topArtists: top(artists).map(({ item, count }) => ({ ...item, count })),
    topTracks: top(tracks).map(({ item, count }) => ({ ...item, count })),
  };
}

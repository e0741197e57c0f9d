// The connected account's analysis, from the provider's ranked top tracks and artists
// (GET /v1/me/top/{tracks,artists}?time_range=medium_term). The API gives no play counts, only
// the order, so counts are rank points: the first of SPOTIFY_TOP_TRACKS_LIMIT tracks scores 50,
// the next 49, down to 1; an artist scores the sum of the points of their classical tracks.
import { z } from 'zod/mini';
import { summarizeClassicalListening } from '../music/listening.js';
import { SPOTIFY_TOP_TRACKS_LIMIT, type StreamingArtist, type StreamingTrack } from './schemas.js';

/** The paging objects as far as the analysis reads them (the provider adds fields freely). */
const artistRef = z.object({ id: z.nullish(z.string()), name: z.string().check(z.minLength(1)) });

export const spotifyTopTracksPageSchema = z.object({
  items: z.array(z.object({ name: z.string().check(z.minLength(1)), artists: z.array(artistRef) })),
});
export type SpotifyTopTracksPage = z.infer<typeof spotifyTopTracksPageSchema>;

export const spotifyTopArtistsPageSchema = z.object({
  items: z.array(z.extend(artistRef, { genres: z.nullish(z.array(z.string())) })),
});
export type SpotifyTopArtistsPage = z.infer<typeof spotifyTopArtistsPageSchema>;

/** Points of the track at `rank` (0 for the first): 50 for the first, 1 for the 50th. */
export function rankPoints(rank: number): number {
  return Math.max(SPOTIFY_TOP_TRACKS_LIMIT - rank, 0);
}

export interface TopItemsAnalysis {
  readonly topArtists: StreamingArtist[];
  readonly topTracks: StreamingTrack[];
  readonly classicalTracksFound: number;
  readonly tracksRanked: number;
}

/**
 * The classical part of the ranked top tracks. Artist genres, when the provider still gives any
 * for the member's top artists, are passed to the classifier as evidence for those artists'
 * tracks; they are never required.
 */
export function analyseTopItems(
  tracks: SpotifyTopTracksPage,
  artists: SpotifyTopArtistsPage,
): TopItemsAnalysis {
  const genresByArtist = new Map<string, readonly string[]>();
  for (const artist of artists.items) {
    if (artist.id && artist.genres?.length) genresByArtist.set(artist.id, artist.genres);
  }
  const ranked = tracks.items.slice(0, SPOTIFY_TOP_TRACKS_LIMIT);
  const listening = summarizeClassicalListening(
    ranked.map((track, rank) => ({
      name: track.name,
      artists: track.artists.map(({ name }) => name),
      genres: track.artists.flatMap(({ id }) => (id && genresByArtist.get(id)) || []),
      plays: rankPoints(rank),
    })),
  );
  return {
    topArtists: listening.topArtists,
    topTracks: listening.topTracks,
    classicalTracksFound: listening.classicalTrackCount,
    tracksRanked: ranked.length,
  };
}

import { z } from 'zod/mini';
import { httpUrlSchema, timestampSchema } from '../schema/primitives.js';

/** The analysis shows the top 3 artists and top 3 tracks (profiles spec, section 9). */
export const STREAMING_TOP_ITEMS = 3;
/** The callback screen returns home this long after finishing or failing. */
export const STREAMING_CALLBACK_REDIRECT_MS = 3000;

const name = z.string().check(z.minLength(1), z.maxLength(300));
const playCount = z.int().check(z.minimum(0));

export const streamingArtistSchema = z.strictObject({
  name,
  type: z.string().check(z.maxLength(100)),
  count: playCount,
});
export type StreamingArtist = z.infer<typeof streamingArtistSchema>;

export const streamingTrackSchema = z.strictObject({
  name,
  composer: z.string().check(z.maxLength(300)),
  performer: z.string().check(z.maxLength(300)),
  artist: z.string().check(z.maxLength(300)),
  count: playCount,
});
export type StreamingTrack = z.infer<typeof streamingTrackSchema>;

/**
 * The top lists of an analysis, whatever its source. The old site stored the lists as JSON text;
 * we store arrays, so nothing is left to mis-parse.
 */
export const streamingAnalysisSchema = z.strictObject({
  topArtists: z.array(streamingArtistSchema).check(z.maxLength(STREAMING_TOP_ITEMS)),
  topTracks: z.array(streamingTrackSchema).check(z.maxLength(STREAMING_TOP_ITEMS)),
  lastSyncedAt: z.nullable(timestampSchema),
});
export type StreamingAnalysis = z.infer<typeof streamingAnalysisSchema>;

/**
 * What an analysis's `count` means. The provider's API ranks a member's top tracks and gives no
 * plays, so a connected account's counts are rank points (docs/streaming.md); a history import
 * counts real plays.
 */
export const COUNT_KINDS = ['rank-score', 'plays'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

/** The top tracks the analysis asks the API for (its maximum page). */
export const SPOTIFY_TOP_TRACKS_LIMIT = 50;

/** An analysis of the provider's ranked top tracks (medium term, about six months). */
export const spotifyAnalysisSchema = z.extend(streamingAnalysisSchema, {
  countKind: z.literal('rank-score'),
  lastSyncedAt: timestampSchema,
  classicalTracksFound: z.int().check(z.minimum(0), z.maximum(SPOTIFY_TOP_TRACKS_LIMIT)),
  /** How many ranked tracks the provider returned (at most SPOTIFY_TOP_TRACKS_LIMIT). */
  tracksRanked: z.int().check(z.minimum(0), z.maximum(SPOTIFY_TOP_TRACKS_LIMIT)),
});
export type SpotifyAnalysis = z.infer<typeof spotifyAnalysisSchema>;

/** Played tracks a history import may report as classical: far more than six months allow. */
const MAX_IMPORTED_TRACKS = 1_000_000;
const MAX_IMPORTED_PLAYS = 10_000_000;

/** An analysis of an imported listening history: real play counts over a stated period. */
export const historyAnalysisSchema = z.extend(streamingAnalysisSchema, {
  countKind: z.literal('plays'),
  lastSyncedAt: timestampSchema,
  classicalTracksFound: z.int().check(z.minimum(0), z.maximum(MAX_IMPORTED_TRACKS)),
  /** Plays of 30 s or more in the period, classical or not. */
  playsCounted: z.int().check(z.minimum(0), z.maximum(MAX_IMPORTED_PLAYS)),
  periodStart: timestampSchema,
  periodEnd: timestampSchema,
});
export type HistoryAnalysis = z.infer<typeof historyAnalysisSchema>;

/**
 * `profiles/{uid}/sections/streaming`, written only by functions, private like the other
 * sections. `connected` is the spec's spotify_connected; `spotify` holds its top artist and
 * track lists and last sync; `history` is the import (beyond the spec). Disconnecting clears
 * `spotify` and `connected`, never the import.
 */
export const streamingSectionSchema = z.strictObject({
  connected: z.boolean(),
  spotify: z.nullable(spotifyAnalysisSchema),
  history: z.nullable(historyAnalysisSchema),
  updatedAt: timestampSchema,
});
export type StreamingSection = z.infer<typeof streamingSectionSchema>;

/** `streamingTokens/{uid}`: functions only; no client may read it. */
export const streamingTokensSchema = z.strictObject({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expiresAt: timestampSchema,
  scope: z.string(),
  /** When the analysis last ran with these tokens; the daily refresh skips fresh ones. */
  analysedAt: z.nullable(timestampSchema),
});
export type StreamingTokens = z.infer<typeof streamingTokensSchema>;

/**
 * `streamingAuthorizations/{uid}`: the one pending authorization of a member (functions only),
 * holding what must never reach the browser: the PKCE verifier, with the state it is bound to.
 */
export const streamingAuthorizationSchema = z.strictObject({
  state: z.string().check(z.minLength(1)),
  codeVerifier: z.string().check(z.minLength(43), z.maxLength(128)),
  redirectUri: httpUrlSchema,
  expiresAt: timestampSchema,
});
export type StreamingAuthorization = z.infer<typeof streamingAuthorizationSchema>;

/**
 * A member's analyses and imports are this far apart at least: the provider's rate limit is
 * shared by every member of the app, so one member's repeated clicks or a script must not use it.
 */
export const STREAMING_COOLDOWN_MS = 30_000;

/** How long a started authorization may wait for its callback. */
export const STREAMING_AUTHORIZATION_TTL_MS = 10 * 60 * 1000;

/** The spec's spotify-auth, first call: where to send the browser. */
export const spotifyAuthStartInput = z.strictObject({});
export const spotifyAuthStartOutput = z.strictObject({ authUrl: httpUrlSchema });

/** The spec's spotify-auth on the callback: exchange the code (bound to its state) for tokens. */
export const spotifyAuthCallbackInput = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(2048)),
  state: z.string().check(z.minLength(1), z.maxLength(256)),
});
export const spotifyAuthCallbackOutput = z.strictObject({
  success: z.boolean(),
  error: z.optional(z.string()),
});

/** The spec's spotify-classical-analysis. */
export const spotifyClassicalAnalysisInput = z.strictObject({});
export const spotifyClassicalAnalysisOutput = z.strictObject({
  success: z.boolean(),
  classicalTracksFound: z.int().check(z.minimum(0)),
  error: z.optional(z.string()),
});

/** Disconnecting deletes the tokens and clears the analysis. */
export const spotifyDisconnectInput = z.strictObject({});
export const spotifyDisconnectOutput = z.strictObject({ success: z.boolean() });

/** How far past the newest play an imported period may seem to end (clocks and time zones). */
const IMPORT_CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;
/** The longest period an import may cover: six months and a day of calendar slack. */
const MAX_IMPORT_PERIOD_MS = 185 * 24 * 60 * 60 * 1000;

const isoInstant = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((text) => new Date(text)),
);

function descending(counts: readonly number[]): boolean {
  return counts.every((count, index) => index === 0 || count <= (counts[index - 1] ?? count));
}

/**
 * What the browser sends after parsing a history export: the aggregate only (the raw files hold
 * IP addresses and never leave the browser). Checked for consistency, since a script may send it.
 */
export const importListeningHistoryInput = z
  .strictObject({
    topArtists: z.array(streamingArtistSchema).check(z.maxLength(STREAMING_TOP_ITEMS)),
    topTracks: z.array(streamingTrackSchema).check(z.maxLength(STREAMING_TOP_ITEMS)),
    classicalTracksFound: z.int().check(z.minimum(0), z.maximum(MAX_IMPORTED_TRACKS)),
    playsCounted: z.int().check(z.minimum(1), z.maximum(MAX_IMPORTED_PLAYS)),
    periodStart: isoInstant,
    periodEnd: isoInstant,
  })
  .check(
    z.refine(({ periodStart, periodEnd }) => periodStart <= periodEnd, {
      message: 'The period must start before it ends.',
      path: ['periodStart'],
    }),
    z.refine(({ periodStart, periodEnd }) => +periodEnd - +periodStart <= MAX_IMPORT_PERIOD_MS, {
      message: 'The period may cover at most six months.',
      path: ['periodStart'],
    }),
    z.refine(({ periodEnd }) => +periodEnd <= Date.now() + IMPORT_CLOCK_SLACK_MS, {
      message: 'The period cannot end in the future.',
      path: ['periodEnd'],
    }),
    z.refine(({ topTracks, classicalTracksFound }) => topTracks.length <= classicalTracksFound, {
      message: 'There cannot be more top tracks than classical tracks.',
      path: ['topTracks'],
    }),
    z.refine(
      ({ topArtists, topTracks, playsCounted }) =>
        [...topArtists, ...topTracks].every(({ count }) => count >= 1 && count <= playsCounted),
      { message: 'Each count must be between 1 and the plays counted.', path: ['topArtists'] },
    ),
    z.refine(
      ({ topArtists, topTracks }) =>
        descending(topArtists.map(({ count }) => count)) &&
        descending(topTracks.map(({ count }) => count)),
      { message: 'Top items must be in descending order of count.', path: ['topArtists'] },
    ),
  );
export const importListeningHistoryOutput = z.strictObject({
  success: z.boolean(),
  classicalTracksFound: z.int().check(z.minimum(0)),
});

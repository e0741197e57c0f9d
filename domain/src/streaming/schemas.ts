import { z } from 'zod';
import { httpUrlSchema, timestampSchema } from '../schema/primitives.js';

/** The analysis shows the top 3 artists and top 3 tracks (profiles spec, section 9). */
export const STREAMING_TOP_ITEMS = 3;
/** The callback screen returns home this long after finishing or failing. */
export const STREAMING_CALLBACK_REDIRECT_MS = 3000;

const name = z.string().min(1).max(300);
const playCount = z.number().int().min(0);

export const streamingArtistSchema = z.strictObject({
  name,
  type: z.string().max(100),
  count: playCount,
});
export type StreamingArtist = z.infer<typeof streamingArtistSchema>;

export const streamingTrackSchema = z.strictObject({
  name,
  composer: z.string().max(300),
  performer: z.string().max(300),
  artist: z.string().max(300),
  count: playCount,
});
export type StreamingTrack = z.infer<typeof streamingTrackSchema>;

/**
 * `profiles/{uid}/sections/streaming`: the classical analysis, private like the other sections.
 * The old site stored the lists as JSON text; we store arrays, so nothing is left to mis-parse.
 */
export const streamingAnalysisSchema = z.strictObject({
  topArtists: z.array(streamingArtistSchema).max(STREAMING_TOP_ITEMS),
  topTracks: z.array(streamingTrackSchema).max(STREAMING_TOP_ITEMS),
  lastSyncedAt: timestampSchema.nullable(),
});
export type StreamingAnalysis = z.infer<typeof streamingAnalysisSchema>;

/** `streamingTokens/{uid}`: functions only; no client may read it. */
export const streamingTokensSchema = z.strictObject({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresAt: timestampSchema,
  scope: z.string(),
});
export type StreamingTokens = z.infer<typeof streamingTokensSchema>;

/** The spec's spotify-auth, first call: where to send the browser. */
export const spotifyAuthStartInput = z.strictObject({});
export const spotifyAuthStartOutput = z.strictObject({ authUrl: httpUrlSchema });

/** The spec's spotify-auth on the callback: exchange the code for tokens. */
export const spotifyAuthCallbackInput = z.strictObject({ code: z.string().min(1).max(2048) });
export const spotifyAuthCallbackOutput = z.strictObject({
  success: z.boolean(),
  error: z.string().optional(),
});

/** The spec's spotify-classical-analysis. */
export const spotifyClassicalAnalysisInput = z.strictObject({});
export const spotifyClassicalAnalysisOutput = z.strictObject({
  success: z.boolean(),
  classicalTracksFound: z.number().int().min(0),
  error: z.string().optional(),
});

/** Disconnecting deletes the tokens and clears the analysis. */
export const spotifyDisconnectInput = z.strictObject({});
export const spotifyDisconnectOutput = z.strictObject({ success: z.boolean() });

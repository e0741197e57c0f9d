import { z } from 'zod';
import { httpUrlSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { isStorableUsername, USERNAME_MAX_LENGTH } from '../users/username.js';
import { CLIP_TYPES } from './clip.js';
import { isSpotifyOrYoutubeUrl } from './favoriteRecording.js';
import {
  BIO_MAX_LENGTH,
  CLIP_TITLE_MAX_LENGTH,
  CONCERT_PROGRAM_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  FAVORITE_RECORDING_TITLE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PROFILE_FIELD_MAX_LENGTH,
  URL_MAX_LENGTH,
  WISHLIST_MAX_LENGTH,
} from './limits.js';
import { validateSocialUrl } from './socialLinks.js';

/** A stored link: empty, or a trimmed http(s) URL. */
const socialUrlSchema = z
  .string()
  .max(URL_MAX_LENGTH)
  .refine((value) => value === value.trim() && validateSocialUrl(value) === null);

const socialLinkFields = {
  instagramUrl: socialUrlSchema,
  tiktokUrl: socialUrlSchema,
  youtubeUrl: socialUrlSchema,
  twitterUrl: socialUrlSchema,
  facebookUrl: socialUrlSchema,
  linkedinUrl: socialUrlSchema,
  websiteUrl: socialUrlSchema,
};

/**
 * `profiles/{uid}`: the public card (name, bio, location, links, privacy flag). The sections a
 * private profile hides live in documents below it, so rules can gate them separately.
 */
export const profileSchema = z.strictObject({
  username: z.string().max(USERNAME_MAX_LENGTH).refine(isStorableUsername),
  displayName: z.string().max(DISPLAY_NAME_MAX_LENGTH),
  bio: z.string().max(BIO_MAX_LENGTH),
  location: z.string().max(LOCATION_MAX_LENGTH),
  avatarUrl: httpUrlSchema.nullable(),
  bannerUrl: httpUrlSchema.nullable(),
  isPrivate: z.boolean(),
  ...socialLinkFields,
  spotifyConnected: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** `usernames/{username}`: who holds a username; created and deleted with the profile change. */
export const usernameClaimSchema = z.strictObject({ uid: uidSchema });

const preferenceText = z.string().max(PROFILE_FIELD_MAX_LENGTH);
const wishlistText = z.string().max(WISHLIST_MAX_LENGTH);

/** `profiles/{uid}/sections/preferences`: one per member. */
export const musicalPreferencesSchema = z.strictObject({
  mainInstrument: preferenceText,
  favoriteComposer: preferenceText,
  /** Free text kept from the old site; the list of favorite recordings is its own collection. */
  favoriteRecordings: z.string().max(CONCERT_PROGRAM_MAX_LENGTH),
  /** The concert wishlist in the wishlist text format. */
  concertWishlist: wishlistText,
  /** The album wishlist in the wishlist text format. */
  albumWishlist: wishlistText,
  currentPerformer: preferenceText,
  currentOrchestra: preferenceText,
  currentConductor: preferenceText,
  mostListenedComposer: preferenceText,
  mostListenedPiece: preferenceText,
  updatedAt: timestampSchema,
});
export type MusicalPreferences = z.infer<typeof musicalPreferencesSchema>;

/** `profiles/{uid}/recordings/{id}`, at most 5. */
export const favoriteRecordingSchema = z.strictObject({
  title: z
    .string()
    .min(1)
    .max(FAVORITE_RECORDING_TITLE_MAX_LENGTH)
    .regex(/^[^<>]*$/),
  url: z.string().max(URL_MAX_LENGTH).refine(isSpotifyOrYoutubeUrl).nullable(),
  createdAt: timestampSchema,
});
export type FavoriteRecording = z.infer<typeof favoriteRecordingSchema>;

const collectionText = z.string().max(PROFILE_FIELD_MAX_LENGTH);
const requiredCollectionText = collectionText.min(1);

/** `profiles/{uid}/concerts/{id}`. `date` is the date input's `YYYY-MM-DD`, so text order is date order. */
export const concertSchema = z.strictObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  performer: requiredCollectionText,
  orchestra: collectionText,
  conductor: collectionText,
  venue: collectionText,
  program: z.string().max(CONCERT_PROGRAM_MAX_LENGTH),
  createdAt: timestampSchema,
});
export type Concert = z.infer<typeof concertSchema>;

/** `profiles/{uid}/albums/{id}`. */
export const albumSchema = z.strictObject({
  title: requiredCollectionText,
  performer: requiredCollectionText,
  composer: collectionText,
  orchestra: collectionText,
  createdAt: timestampSchema,
});
export type Album = z.infer<typeof albumSchema>;

/** `profiles/{uid}/clips/{id}`, at most 5. */
export const clipSchema = z.strictObject({
  title: z.string().min(1).max(CLIP_TITLE_MAX_LENGTH),
  url: httpUrlSchema,
  type: z.enum(CLIP_TYPES),
  /** "m:ss"; new clips get 0:30. */
  duration: z.string().regex(/^\d+:[0-5]\d$/),
  createdAt: timestampSchema,
});
export type Clip = z.infer<typeof clipSchema>;

import { z } from 'zod/mini';
import { badgeIdSchema } from '../badges/schemas.js';
import { httpUrlSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { avatarUrlsSchema } from './pictures.js';
import { isStorableUsername, USERNAME_MAX_LENGTH } from '../users/username.js';
import { CLIP_TYPES } from './clip.js';
import { isSpotifyOrYoutubeUrl } from './favorite-recording.js';
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
import { validateSocialUrl } from './social-links.js';
import { sanitizeProfileText } from '../text/sanitize.js';

/** A stored link: empty, or a trimmed http(s) URL. */
const socialUrlSchema = z._default(
  z.string().check(
    z.maxLength(URL_MAX_LENGTH),
    z.refine((value) => value === value.trim() && validateSocialUrl(value) === null),
  ),
  '',
);

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
 * Stored profile text: what `sanitizeProfileText` leaves unchanged (no angle brackets,
 * `javascript:` or inline event handlers). Rules refuse anything else, so the data layer sanitises
 * before writing.
 */
const sanitizedText = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((value) => sanitizeProfileText(value) === value),
  );

/**
 * `profiles/{uid}`: the public card, readable by everyone whatever the privacy flag (the Users
 * search shows it). Location, links and sections live below it (`sections/details` and the
 * rest), readable only by those `canViewPrivateSections` admits, so rules can gate them by path.
 */
export const profileSchema = z.strictObject({
  username: z.string().check(z.maxLength(USERNAME_MAX_LENGTH), z.refine(isStorableUsername)),
  displayName: sanitizedText(DISPLAY_NAME_MAX_LENGTH),
  bio: sanitizedText(BIO_MAX_LENGTH),
  /** Kept from the old site's data; nothing writes it now (rules refuse it). */
  avatarUrl: z.optional(z.nullable(httpUrlSchema)),
  /** Kept from the old site's data; the banner lives in `sections/banner`. */
  bannerUrl: z.optional(z.nullable(httpUrlSchema)),
  /** The member's picture in its three sizes: written by processPictureUpload only. */
  avatar: z.optional(z.nullable(avatarUrlsSchema)),
  isPrivate: z.boolean(),
  /** Written by the streaming functions only. */
  spotifyConnected: z.optional(z.boolean()),
  /** The badge the member shows beside their name (featureBadge writes it; null: none). */
  featuredBadge: z.optional(z.nullable(badgeIdSchema)),
  /**
   * Sign-up still writes an empty location on the card; rules accept only the empty string here.
   * The member's location lives in `sections/details`.
   */
  location: z.optional(z.literal('')),
  createdAt: timestampSchema,
  updatedAt: z.optional(timestampSchema),
  /** The users-search index of the names (`userSearchGrams`): written by indexProfileSearch only. */
  searchGrams: z.optional(z.array(z.string())),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The card as the site shows it: without its search index (`searchGrams`), and keys the schema
 * does not know left out rather than refused.
 */
export const profileCardSchema = z.object(z.omit(profileSchema, { searchGrams: true }).shape);

/**
 * Who writes each key of the card: `member` keys are the profile form's (firestore.rules'
 * profileCardKeys must list exactly these, a rules test checks), `sign-up` is set once when the
 * card is made, `functions` keys only the admin SDK writes, `nobody` marks old data. A key added
 * to profileSchema does not compile until it is given a writer here.
 */
export const PROFILE_CARD_WRITERS = Object.freeze({
  username: 'member',
  displayName: 'member',
  bio: 'member',
  location: 'member',
  isPrivate: 'member',
  updatedAt: 'member',
  createdAt: 'sign-up',
  avatar: 'functions',
  spotifyConnected: 'functions',
  featuredBadge: 'functions',
  searchGrams: 'functions',
  avatarUrl: 'nobody',
  bannerUrl: 'nobody',
} as const satisfies Record<keyof Profile, 'member' | 'sign-up' | 'functions' | 'nobody'>);

/**
 * `profiles/{uid}/sections/details`: location and the seven social links, private like the
 * sections. Every key may be absent (a member who never saved the form); readers get ''.
 */
export const profileDetailsSchema = z.strictObject({
  location: z._default(sanitizedText(LOCATION_MAX_LENGTH), ''),
  ...socialLinkFields,
  updatedAt: z.optional(timestampSchema),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

/** `usernames/{username}`: who holds a username; created and deleted with the profile change. */
export const usernameClaimSchema = z.strictObject({ uid: uidSchema });

const preferenceText = z._default(sanitizedText(PROFILE_FIELD_MAX_LENGTH), '');
const wishlistText = z._default(sanitizedText(WISHLIST_MAX_LENGTH), '');

/**
 * `profiles/{uid}/sections/preferences`: one per member. The preferences form and each wishlist
 * change write only their own keys (merged), so every key may be absent; readers get ''.
 */
export const musicalPreferencesSchema = z.strictObject({
  mainInstrument: preferenceText,
  favoriteComposer: preferenceText,
  /** Free text kept from the old site; the list of favorite recordings is its own collection. */
  favoriteRecordings: z._default(sanitizedText(CONCERT_PROGRAM_MAX_LENGTH), ''),
  /** The concert wishlist in the wishlist text format. */
  concertWishlist: wishlistText,
  /** The album wishlist in the wishlist text format. */
  albumWishlist: wishlistText,
  currentPerformer: preferenceText,
  currentOrchestra: preferenceText,
  currentConductor: preferenceText,
  mostListenedComposer: preferenceText,
  mostListenedPiece: preferenceText,
  updatedAt: z.optional(timestampSchema),
});
export type MusicalPreferences = z.infer<typeof musicalPreferencesSchema>;

/** `profiles/{uid}/recordings/{slot}`, at most 5: the id is a slot, '1' to '5' (`PROFILE_ITEM_SLOTS`). */
export const favoriteRecordingSchema = z.strictObject({
  title: z.string().check(
    z.minLength(1),
    z.maxLength(FAVORITE_RECORDING_TITLE_MAX_LENGTH),
    z.refine((value) => sanitizeProfileText(value) === value),
  ),
  url: z.nullable(z.string().check(z.maxLength(URL_MAX_LENGTH), z.refine(isSpotifyOrYoutubeUrl))),
  createdAt: timestampSchema,
});
export type FavoriteRecording = z.infer<typeof favoriteRecordingSchema>;

const collectionText = sanitizedText(PROFILE_FIELD_MAX_LENGTH);
const requiredCollectionText = collectionText.check(z.minLength(1));

/** `profiles/{uid}/concerts/{id}`. `date` is the date input's `YYYY-MM-DD`, so text order is date order. */
export const concertSchema = z.strictObject({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  performer: requiredCollectionText,
  orchestra: collectionText,
  conductor: collectionText,
  venue: collectionText,
  program: sanitizedText(CONCERT_PROGRAM_MAX_LENGTH),
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

/** `profiles/{uid}/clips/{slot}`, at most 5, in slots '1' to '5' like recordings. */
export const clipSchema = z.strictObject({
  title: sanitizedText(CLIP_TITLE_MAX_LENGTH).check(z.minLength(1)),
  url: httpUrlSchema,
  type: z.enum(CLIP_TYPES),
  /** "m:ss"; new clips get 0:30. */
  duration: z.string().check(z.regex(/^\d+:[0-5]\d$/)),
  createdAt: timestampSchema,
});
export type Clip = z.infer<typeof clipSchema>;

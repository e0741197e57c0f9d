import { z } from 'zod/mini';
import { stringFromValidator } from '../schema/from-validator.js';
import { validateProfileUsername } from '../users/username.js';
import { isWithinLimit } from '../text/length.js';
import { validateClip } from './clip.js';
import {
  COLLECTION_MESSAGES,
  validateAlbum,
  validateConcert,
  validateWishlistEntry,
} from './collections.js';
import { checkProfileContent } from './content-check.js';
import { validateFavoriteRecording } from './favorite-recording.js';
import { CONCERT_PROGRAM_MAX_LENGTH, PROFILE_FIELD_MAX_LENGTH } from './limits.js';
import { ALBUM_WISHLIST_LABELS, CONCERT_WISHLIST_LABELS, type WishlistEntry } from './wishlist.js';
import { validateBio, validateDisplayName, validateLocation } from './profile-fields.js';
import { validateSocialUrl } from './social-links.js';

/** The profile form as a callable sends it, failing with the form's own messages. */
export const profileFormSchema = z.strictObject({
  username: stringFromValidator(validateProfileUsername),
  displayName: stringFromValidator(validateDisplayName),
  bio: stringFromValidator(validateBio),
  location: stringFromValidator(validateLocation),
  instagramUrl: stringFromValidator(validateSocialUrl),
  tiktokUrl: stringFromValidator(validateSocialUrl),
  youtubeUrl: stringFromValidator(validateSocialUrl),
  twitterUrl: stringFromValidator(validateSocialUrl),
  facebookUrl: stringFromValidator(validateSocialUrl),
  linkedinUrl: stringFromValidator(validateSocialUrl),
  websiteUrl: stringFromValidator(validateSocialUrl),
});

/** A new clip as the form sends it. */
export const clipInputSchema = z.strictObject({ title: z.string(), url: z.string() }).check(
  z.superRefine((clip, context) => {
    const message = validateClip(clip);
    if (message !== null) context.addIssue({ code: 'custom', message });
  }),
);

/** A zod object failing with the first message of `validate` (the form's own wording). */
function checkedBy<Shape extends z.core.$ZodShape>(
  shape: Shape,
  validate: (value: z.infer<z.ZodMiniObject<Shape>>) => string | null,
) {
  return z.strictObject(shape).check(
    z.superRefine((value, context) => {
      const message = validate(value as z.infer<z.ZodMiniObject<Shape>>);
      if (message !== null) context.addIssue({ code: 'custom', message });
    }),
  );
}

/** The content check's message, or null: "Invalid Content" is the toast's title. */
function contentProblem(values: readonly string[]): string | null {
  return checkProfileContent(values)?.description ?? null;
}

/** A new favorite recording as the form sends it; an empty URL means none. */
export const favoriteRecordingInputSchema = checkedBy(
  { title: z.string(), url: z.string() },
  validateFavoriteRecording,
);

export const concertInputSchema = checkedBy(
  {
    date: z.string(),
    performer: z.string(),
    orchestra: z.string(),
    conductor: z.string(),
    venue: z.string(),
    program: z.string(),
  },
  (concert) => validateConcert(concert) ?? contentProblem(Object.values(concert)),
);

export const albumInputSchema = checkedBy(
  { title: z.string(), performer: z.string(), composer: z.string(), orchestra: z.string() },
  (album) => validateAlbum(album) ?? contentProblem(Object.values(album)),
);

function wishlistEntrySchema<Label extends string>(labels: readonly Label[]) {
  const shape = Object.fromEntries(labels.map((label) => [label, z.optional(z.string())]));
  return z.strictObject(shape).check(
    z.superRefine((entry, context) => {
      const fields = entry as WishlistEntry<string>;
      const message =
        validateWishlistEntry(fields) ??
        contentProblem(Object.values(fields).filter((value) => value !== undefined));
      if (message !== null) context.addIssue({ code: 'custom', message });
    }),
  ) as unknown as z.ZodMiniType<WishlistEntry<Label>>;
}

/** A concert wishlist entry: Date, Performer, Orchestra, Conductor, Venue, Program. */
export const concertWishlistEntryInputSchema = wishlistEntrySchema(CONCERT_WISHLIST_LABELS);
/** An album wishlist entry: Title, Performer, Composer, Orchestra. */
export const albumWishlistEntryInputSchema = wishlistEntrySchema(ALBUM_WISHLIST_LABELS);

/** The musical preferences form (the wishlists change one entry at a time, on their own). */
export const PREFERENCE_FIELDS = [
  'mainInstrument',
  'favoriteComposer',
  'favoriteRecordings',
  'currentPerformer',
  'currentOrchestra',
  'currentConductor',
  'mostListenedComposer',
  'mostListenedPiece',
] as const;
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];

/** The free-text favorite recordings may be long like a concert program; the rest are names. */
function preferenceLimit(field: PreferenceField): number {
  return field === 'favoriteRecordings' ? CONCERT_PROGRAM_MAX_LENGTH : PROFILE_FIELD_MAX_LENGTH;
}

export const musicalPreferencesInputSchema = z
  .strictObject(
    Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, z.string()])) as Record<
      PreferenceField,
      z.ZodMiniString
    >,
  )
  .check(
    z.superRefine((preferences, context) => {
      const tooLong = PREFERENCE_FIELDS.some(
        (field) => !isWithinLimit(preferences[field].trim(), preferenceLimit(field)),
      );
      const message = tooLong
        ? COLLECTION_MESSAGES.tooLong
        : contentProblem(Object.values(preferences));
      if (message !== null) context.addIssue({ code: 'custom', message });
    }),
  );
export type MusicalPreferencesInput = z.infer<typeof musicalPreferencesInputSchema>;

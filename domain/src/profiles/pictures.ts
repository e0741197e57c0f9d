// Profile pictures and banners: what a member may upload, the sizes the site shows,
// where the files live in Cloud Storage, and the words the member reads. The spec only lists
// "custom profile picture and banner" as coming soon, so the messages are ours
// (docs/profiles.md, "Pictures"). storage.rules and the processing function hold the same limits.
import { z } from 'zod/mini';
import { httpUrlSchema, timestampSchema } from '../schema/primitives.js';
import type { AvatarUrls } from './avatar-urls.js';

export const PICTURE_KINDS = ['avatar', 'banner'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];
export const pictureKindSchema = z.enum(PICTURE_KINDS);

/** The largest upload storage.rules accept: 10 MB. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What members may upload. HEIC is not among them: the decoder the function uses (sharp's
 * prebuilt libvips) reads AVIF but not HEIC, so the browser's own export (JPEG) is asked for.
 */
export const PICTURE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The most pixels the function decodes: a 48-megapixel phone photo passes, a 10,000 x 10,000
 * "decompression bomb" (a small file that inflates to gigabytes) is refused before decoding.
 */
export const PICTURE_MAX_INPUT_PIXELS = 50_000_000;

/** The avatar's square sizes in CSS pixels (48 in lists, 96 on cards, 256 on the profile). */
export const AVATAR_SIZES = [48, 96, 256] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const BANNER_SIZE = Object.freeze({ width: 1500, height: 500 });

/** The avatar's URLs on the public card, one per size; written by the function only. */
export const avatarUrlsSchema = z.strictObject({
  s48: httpUrlSchema,
  s96: httpUrlSchema,
  s256: httpUrlSchema,
}) satisfies z.ZodMiniType<AvatarUrls>;

/**
 * `profiles/{uid}/sections/banner`: the banner's URL, a profile section, so a private profile's
 * banner is read by the same people as its other sections. Written by the function only.
 */
export const profileBannerSchema = z.strictObject({
  url: httpUrlSchema,
  updatedAt: z.optional(timestampSchema),
});

/** `removeProfilePicture`: the member takes down their own avatar or banner. */
export const removeProfilePictureInput = z.strictObject({ kind: pictureKindSchema });
export const removeProfilePictureOutput = z.strictObject({ removed: z.literal(true) });

/** How an upload ended, for the member who made it (`profiles/{uid}/pictureUploads/{uploadId}`). */
export const pictureUploadStatusSchema = z.strictObject({
  kind: pictureKindSchema,
  status: z.enum(['done', 'refused']),
  message: z.string().check(z.maxLength(300)),
  updatedAt: z.optional(timestampSchema),
  /** When a TTL policy deletes it: the dialog needs it only while it waits. */
  expireAt: z.optional(timestampSchema),
});
export type PictureUploadStatus = z.infer<typeof pictureUploadStatusSchema>;

export const PICTURE_MESSAGES = Object.freeze({
  wrongType: 'Please choose a JPEG, PNG or WebP image.',
  tooLarge: 'Pictures must be 10 MB or smaller.',
  notAnImage: "That file isn't a picture we can read. Please choose a JPEG, PNG or WebP image.",
  tooManyPixels: 'That picture is too large to process. Please choose one under 50 megapixels.',
  uploadFailed: 'The upload failed. Please try again.',
  uploadCancelled: 'Upload cancelled.',
  saved: 'Picture updated',
  removed: 'Picture removed',
});

/** Where Cloud Storage keeps a member's pictures; storage.rules match the same paths. */
export const picturePaths = Object.freeze({
  /** The member's original, as uploaded; the function reads it, then deletes it. */
  upload: (uid: string, kind: PictureKind, uploadId: string) =>
    `members/${uid}/uploads/${kind}/${uploadId}`,
  /** Everything served of one picture: the function's resized WebP files. */
  served: (uid: string, kind: PictureKind) => `members/${uid}/${kind}`,
  servedFile: (uid: string, kind: PictureKind, uploadId: string, name: string) =>
    `members/${uid}/${kind}/${uploadId}/${name}.webp`,
});

/** A browser-side check before uploading; storage.rules and the function check again. */
export function pictureFileProblem(file: { type: string; size: number }): string | null {
  if (!(PICTURE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return PICTURE_MESSAGES.wrongType;
  }
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_MESSAGES.tooLarge;
  return null;
}

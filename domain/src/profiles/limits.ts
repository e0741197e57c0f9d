/** Profile limits (profiles spec, section 9). At the limit passes; one more fails. */
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 140;
export const LOCATION_MAX_WORDS = 30;
export const LOCATION_MAX_LENGTH = 30;
export const FAVORITE_RECORDING_TITLE_MAX_LENGTH = 100;
export const MAX_FAVORITE_RECORDINGS = 5;
export const CLIP_TITLE_MAX_LENGTH = 100;
export const MAX_CLIPS = 5;
export const DEFAULT_CLIP_DURATION = '0:30';
/**
 * The document ids of favorite recordings and clips: one slot per allowed item. Rules accept no
 * other id and never overwrite a slot, so the limit of 5 holds against any client.
 */
export const PROFILE_ITEM_SLOTS = ['1', '2', '3', '4', '5'] as const;
export type ProfileItemSlot = (typeof PROFILE_ITEM_SLOTS)[number];
/** Invented limits where the spec gives none, so rules can bound every stored string. */
export const PROFILE_FIELD_MAX_LENGTH = 200;
export const CONCERT_PROGRAM_MAX_LENGTH = 1000;
export const WISHLIST_MAX_LENGTH = 20_000;
export const URL_MAX_LENGTH = 2048;

import { isWithinLimit } from '../text/length.js';
import {
  BIO_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  LOCATION_MAX_WORDS,
} from './limits.js';

export const PROFILE_FIELD_MESSAGES = Object.freeze({
  displayNameTooLong: 'Display name must be less than 100 characters',
  bioTooLong: 'Bio must be less than 140 characters',
  locationTooManyWords: 'Location must be less than 30 words',
  /** Invented: the input stops at 30 characters, so the spec shows no wording. */
  locationTooLong: 'Location must be less than 30 characters',
});

export function validateDisplayName(value: string): string | null {
  return isWithinLimit(value.trim(), DISPLAY_NAME_MAX_LENGTH)
    ? null
    : PROFILE_FIELD_MESSAGES.displayNameTooLong;
}

export function validateBio(value: string): string | null {
  return isWithinLimit(value.trim(), BIO_MAX_LENGTH) ? null : PROFILE_FIELD_MESSAGES.bioTooLong;
}

/** Words separated by whitespace. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** At most 30 words, then at most 30 characters (the input's own limit). */
export function validateLocation(value: string): string | null {
  const trimmed = value.trim();
  if (countWords(trimmed) > LOCATION_MAX_WORDS) return PROFILE_FIELD_MESSAGES.locationTooManyWords;
  if (!isWithinLimit(trimmed, LOCATION_MAX_LENGTH)) return PROFILE_FIELD_MESSAGES.locationTooLong;
  return null;
}

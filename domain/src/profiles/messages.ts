import type { ToastMessage } from '../text/toast.js';
import { USERNAME_TAKEN_MESSAGE } from '../users/username.js';

/** Profile screens' wording (profiles spec, sections 2 and 8), copied exactly. */
export const PROFILE_TEXTS = Object.freeze({
  notFoundTitle: 'Profile Not Found',
  notFoundDescription: "The user profile you're looking for doesn't exist or has been removed.",
  privateTitle: 'Private Profile',
  privateDescription: 'This user has set their profile to private.',
  notSpecified: 'Not specified',
  noAlbums: 'No albums or wishlist items shared yet.',
  noSocialLinks: 'No social media links shared yet.',
  backToSalon: 'Back to Salon',
});

export const PROFILE_TOASTS = Object.freeze({
  usernameTaken: { title: 'Username Taken', description: USERNAME_TAKEN_MESSAGE },
  permissionError: {
    title: 'Permission Error',
    description:
      "You don't have permission to update this profile. Please try logging out and back in.",
  },
} satisfies Record<string, ToastMessage>);

export const PROFILE_ERRORS = Object.freeze({
  notSignedIn: 'You must be logged in to update your profile.',
  updateFailed: 'Failed to update profile. Please try again.',
  savePreferencesFailed: 'Failed to save preferences. Please try again.',
  loadFailed: 'Failed to load profile. Please try again.',
  privacyFailed: 'Failed to update privacy setting. Please try again.',
});

/** "Failed to update profile: {message}". */
export function profileUpdateFailedMessage(serverMessage: string): string {
  return `Failed to update profile: ${serverMessage}`;
}

/** Success toast titles of the profile sections. */
export const PROFILE_SUCCESS_TITLES = Object.freeze({
  profileUpdated: 'Profile updated',
  preferencesSaved: 'Preferences saved',
  recordingAdded: 'Recording added',
  recordingRemoved: 'Recording removed',
  concertAdded: 'Concert added',
  concertRemoved: 'Concert removed',
  albumAdded: 'Album added',
  albumRemoved: 'Album removed',
  wishlistUpdated: 'Wishlist updated',
  wishlistEntryRemoved: 'Wishlist entry removed',
  clipAdded: 'Clip added',
  clipRemoved: 'Clip removed',
});

export function privacyUpdatedToast(isPrivate: boolean): ToastMessage {
  return {
    title: 'Privacy updated',
    description: `Your account is now ${isPrivate ? 'private' : 'public'}.`,
  };
}

/** A section failure: "Failed to {action}. Please try again." */
export function sectionFailureMessage(action: string): string {
  return `Failed to ${action}. Please try again.`;
}

/** A collection field for display: "Not specified" when empty. */
export function displayOrNotSpecified(value: string | null | undefined): string {
  return value?.trim() ? value : PROFILE_TEXTS.notSpecified;
}

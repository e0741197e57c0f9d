import { describe, expect, it } from 'vitest';
import {
  checkProfileContent,
  displayOrNotSpecified,
  isOwnProfileRoute,
  privacyUpdatedToast,
  profilePath,
  profileUpdateFailedMessage,
  sectionFailureMessage,
  validateAlbum,
  validateConcert,
  validateWishlistEntry,
} from '../index.js';

const concert = {
  date: '2025-09-12',
  performer: 'Yuja Wang',
  orchestra: '',
  conductor: '',
  venue: '',
  program: '',
};
const album = {
  title: 'Goldberg Variations',
  performer: 'Glenn Gould',
  composer: '',
  orchestra: '',
};

describe('concerts and albums', () => {
  it('need a date and performer', () => {
    expect(validateConcert(concert)).toBeNull();
    expect(validateConcert({ ...concert, date: '' })).toBe(
      'Please fill in at least the date and performer.',
    );
    expect(validateConcert({ ...concert, performer: ' ' })).toBe(
      'Please fill in at least the date and performer.',
    );
  });

  it('need a title and performer', () => {
    expect(validateAlbum(album)).toBeNull();
    expect(validateAlbum({ ...album, title: '' })).toBe(
      'Please fill in at least the title and performer.',
    );
    expect(validateAlbum({ ...album, performer: '' })).toBe(
      'Please fill in at least the title and performer.',
    );
  });

  it('bound fields at 200 characters and the program at 1000', () => {
    expect(
      validateConcert({ ...concert, venue: 'v'.repeat(200), program: 'p'.repeat(1000) }),
    ).toBeNull();
    expect(validateConcert({ ...concert, venue: 'v'.repeat(201) })).toBe(
      'Please reduce the length of this entry.',
    );
    expect(validateConcert({ ...concert, program: 'p'.repeat(1001) })).toBe(
      'Please reduce the length of this entry.',
    );
    expect(validateAlbum({ ...album, composer: 'c'.repeat(201) })).toBe(
      'Please reduce the length of this entry.',
    );
  });

  it('wishlist entries need only a performer', () => {
    expect(validateWishlistEntry({ Performer: 'Levit' })).toBeNull();
    expect(validateWishlistEntry({ Date: '2025-01-01' })).toBe(
      'Please fill in at least the performer.',
    );
    expect(validateWishlistEntry({ Performer: 'Levit', Program: 'p'.repeat(1001) })).toBe(
      'Please reduce the length of this entry.',
    );
  });
});

describe('profile content check', () => {
  it('toasts Invalid Content on a blocked word', () => {
    expect(checkProfileContent(['Bach', 'Brahms'])).toBeNull();
    expect(checkProfileContent(['Bach', 'a shitty orchestra'])).toEqual({
      title: 'Invalid Content',
      description: 'Your entry contains inappropriate language. Please use respectful language.',
    });
  });
});

describe('profile texts', () => {
  it('word privacy and failures', () => {
    expect(privacyUpdatedToast(true)).toEqual({
      title: 'Privacy updated',
      description: 'Your account is now private.',
    });
    expect(privacyUpdatedToast(false).description).toBe('Your account is now public.');
    expect(profileUpdateFailedMessage('boom')).toBe('Failed to update profile: boom');
    expect(sectionFailureMessage('add recording')).toBe(
      'Failed to add recording. Please try again.',
    );
  });

  it('show "Not specified" for empty fields', () => {
    expect(displayOrNotSpecified('Karajan')).toBe('Karajan');
    expect(displayOrNotSpecified(' ')).toBe('Not specified');
    expect(displayOrNotSpecified(null)).toBe('Not specified');
  });
});

describe('profile routes', () => {
  const viewer = { uid: 'u1', email: 'Clara@example.com' };
  it('send the viewer to /profile for their own profile', () => {
    expect(isOwnProfileRoute({ username: null, profileUserId: 'u1' }, viewer)).toBe(true);
    expect(isOwnProfileRoute({ username: 'clara', profileUserId: null }, viewer)).toBe(true);
    expect(isOwnProfileRoute({ username: 'robert', profileUserId: 'u2' }, viewer)).toBe(false);
    expect(isOwnProfileRoute({ username: null, profileUserId: null }, viewer)).toBe(false);
    expect(
      isOwnProfileRoute({ username: 'clara', profileUserId: null }, { uid: 'u1', email: null }),
    ).toBe(false);
  });

  it('link by username, or by id without one', () => {
    expect(profilePath({ userId: 'u1', username: 'clara' })).toBe('/clara');
    expect(profilePath({ userId: 'u1', username: null })).toBe('/user/u1');
    expect(profilePath({ userId: 'u1', username: '' })).toBe('/user/u1');
  });
});

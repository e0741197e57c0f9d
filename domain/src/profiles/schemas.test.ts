import { describe, expect, it } from 'vitest';
import {
  albumInputSchema,
  albumSchema,
  albumWishlistEntryInputSchema,
  concertInputSchema,
  concertWishlistEntryInputSchema,
  favoriteRecordingInputSchema,
  musicalPreferencesInputSchema,
  PREFERENCE_FIELDS,
  clipInputSchema,
  clipSchema,
  concertSchema,
  favoriteRecordingSchema,
  musicalPreferencesSchema,
  profileFormSchema,
  profileDetailsSchema,
  profileSchema,
  usernameClaimSchema,
} from '../index.js';

const now = new Date();
const links = {
  instagramUrl: '',
  tiktokUrl: '',
  youtubeUrl: 'https://youtube.com/@clara',
  twitterUrl: '',
  facebookUrl: '',
  linkedinUrl: '',
  websiteUrl: '',
};
const profile = {
  username: 'clara',
  displayName: 'Clara',
  bio: '',
  avatarUrl: null,
  bannerUrl: null,
  isPrivate: false,
  spotifyConnected: false,
  createdAt: now,
  updatedAt: now,
};

describe('profileSchema (the public card)', () => {
  it('accepts a stored card, with or without a username, and sign-up’s empty location', () => {
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, username: '' }).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, location: '' }).success).toBe(true);
  });

  it('refuses unnormalised usernames, long or unsanitised bios, private keys and unknown keys', () => {
    expect(profileSchema.safeParse({ ...profile, username: 'Clara' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, bio: 'b'.repeat(141) }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, bio: '<b>hi</b>' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, location: 'Leipzig' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, websiteUrl: '' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, user_id: 'u' }).success).toBe(false);
  });
});

describe('profileDetailsSchema (location and links)', () => {
  it('accepts a saved form, and reads absent keys as empty', () => {
    expect(profileDetailsSchema.safeParse({ location: 'Leipzig', ...links }).success).toBe(true);
    expect(profileDetailsSchema.parse({}).websiteUrl).toBe('');
  });

  it('refuses bad links, long locations and unknown keys', () => {
    expect(profileDetailsSchema.safeParse({ websiteUrl: 'javascript:x' }).success).toBe(false);
    expect(profileDetailsSchema.safeParse({ websiteUrl: ' ' }).success).toBe(false);
    expect(profileDetailsSchema.safeParse({ location: 'l'.repeat(31) }).success).toBe(false);
    expect(profileDetailsSchema.safeParse({ user_id: 'u' }).success).toBe(false);
  });
});

describe('profileFormSchema', () => {
  it('fails with the form messages', () => {
    const result = profileFormSchema.safeParse({
      ...links,
      username: 'a--b',
      displayName: '',
      bio: '',
      location: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Username cannot have consecutive punctuation marks',
    ]);
  });
});

describe('section schemas', () => {
  it('hold the recording, clip, concert and album rules', () => {
    expect(
      favoriteRecordingSchema.safeParse({ title: 'Goldberg', url: null, createdAt: now }).success,
    ).toBe(true);
    expect(
      favoriteRecordingSchema.safeParse({ title: '<b>', url: null, createdAt: now }).success,
    ).toBe(false);
    expect(
      favoriteRecordingSchema.safeParse({ title: 'G', url: 'https://example.com', createdAt: now })
        .success,
    ).toBe(false);
    const clip = {
      title: 'Clip',
      url: 'https://x.org/a.mp4',
      type: 'direct',
      duration: '0:30',
      createdAt: now,
    };
    expect(clipSchema.safeParse(clip).success).toBe(true);
    expect(clipSchema.safeParse({ ...clip, duration: '0:60' }).success).toBe(false);
    const concert = {
      date: '2025-09-12',
      performer: 'Wang',
      orchestra: '',
      conductor: '',
      venue: '',
      program: '',
      createdAt: now,
    };
    expect(concertSchema.safeParse(concert).success).toBe(true);
    expect(concertSchema.safeParse({ ...concert, date: '12/09/2025' }).success).toBe(false);
    expect(
      albumSchema.safeParse({
        title: 'T',
        performer: '',
        composer: '',
        orchestra: '',
        createdAt: now,
      }).success,
    ).toBe(false);
    expect(usernameClaimSchema.safeParse({ uid: 'u1' }).success).toBe(true);
  });

  it('hold preferences with wishlists', () => {
    const preferences = {
      mainInstrument: 'Piano',
      favoriteComposer: 'Bach',
      favoriteRecordings: '',
      concertWishlist: 'Performer: Levit',
      albumWishlist: '',
      currentPerformer: '',
      currentOrchestra: '',
      currentConductor: '',
      mostListenedComposer: '',
      mostListenedPiece: '',
      updatedAt: now,
    };
    expect(musicalPreferencesSchema.safeParse(preferences).success).toBe(true);
    expect(
      musicalPreferencesSchema.safeParse({ ...preferences, mainInstrument: 'p'.repeat(201) })
        .success,
    ).toBe(false);
  });

  it('validate a new clip with its messages', () => {
    expect(clipInputSchema.safeParse({ title: 'Clip', url: 'https://x.org' }).success).toBe(true);
    expect(clipInputSchema.safeParse({ title: 'Clip', url: '' }).error?.issues[0]?.message).toBe(
      'URL is required',
    );
  });
});

describe('section input schemas (what the data layer checks before writing)', () => {
  it('fail with the form messages, then the content check', () => {
    const concert = {
      date: '',
      performer: 'Wang',
      orchestra: '',
      conductor: '',
      venue: '',
      program: '',
    };
    expect(concertInputSchema.safeParse(concert).error?.issues[0]?.message).toBe(
      'Please fill in at least the date and performer.',
    );
    const album = { title: 'Shit happens', performer: 'X', composer: '', orchestra: '' };
    expect(albumInputSchema.safeParse(album).error?.issues[0]?.message).toBe(
      'Your entry contains inappropriate language. Please use respectful language.',
    );
    expect(
      concertWishlistEntryInputSchema.safeParse({ Venue: 'Hall' }).error?.issues[0]?.message,
    ).toBe('Please fill in at least the performer.');
    expect(
      albumWishlistEntryInputSchema.safeParse({ Performer: 'Gould', Label: 'x' }).success,
    ).toBe(false);
    expect(
      favoriteRecordingInputSchema.safeParse({ title: '<>', url: '' }).error?.issues[0]?.message,
    ).toBe('Title is required');
  });

  it('bound each preference and refuse unknown keys', () => {
    const preferences = Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, '']));
    expect(musicalPreferencesInputSchema.safeParse(preferences).success).toBe(true);
    expect(
      musicalPreferencesInputSchema.safeParse({ ...preferences, mainInstrument: 'p'.repeat(201) })
        .success,
    ).toBe(false);
    expect(
      musicalPreferencesInputSchema.safeParse({
        ...preferences,
        favoriteRecordings: 'f'.repeat(1000),
      }).success,
    ).toBe(true);
    expect(
      musicalPreferencesInputSchema.safeParse({ ...preferences, concertWishlist: '' }).success,
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  albumSchema,
  clipInputSchema,
  clipSchema,
  concertSchema,
  favoriteRecordingSchema,
  musicalPreferencesSchema,
  profileFormSchema,
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
  location: '',
  avatarUrl: null,
  bannerUrl: null,
  isPrivate: false,
  ...links,
  spotifyConnected: false,
  createdAt: now,
  updatedAt: now,
};

describe('profileSchema', () => {
  it('accepts a stored profile, with or without a username', () => {
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, username: '' }).success).toBe(true);
  });

  it('refuses unnormalised usernames, long bios, bad links and unknown keys', () => {
    expect(profileSchema.safeParse({ ...profile, username: 'Clara' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, bio: 'b'.repeat(141) }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, websiteUrl: 'javascript:x' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, websiteUrl: ' ' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, user_id: 'u' }).success).toBe(false);
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

// The web app's profile data access (web/src/features/profiles/api) against the emulator and the
// real firestore.rules: what the screens will call writes what the rules accept, refuses bad
// input with the spec's messages before writing, and keeps the limits under concurrency.
import { describe, expect, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { friendshipDocId, parseWishlist, CONCERT_WISHLIST_LABELS } from '@salon/domain';
import {
  addAlbum,
  addClip,
  addConcert,
  addFavoriteRecording,
  appendConcertWishlistEntry,
  readAlbums,
  readClips,
  readConcerts,
  readFavoriteRecordings,
  readMusicalPreferences,
  readProfileCard,
  readProfileDetails,
  readVisibleLocation,
  removeConcertWishlistEntry,
  removeFavoriteRecording,
  saveMusicalPreferences,
  setProfilePrivacy,
  updateProfile,
} from '../../web/src/features/profiles/api/index.js';
import { MEMBER, OTHER, OWNER, rulesSuite } from './support/rules-env.js';

const card = (username: string) => ({
  username,
  displayName: username,
  bio: '',
  location: '',
  isPrivate: false,
  createdAt: new Date(),
});

const { as, signedInAs } = rulesSuite('demo-rules-profiles-api', {
  [`profiles/${OWNER}`]: card('alice'),
  'usernames/alice': { uid: OWNER },
  [`profiles/${OTHER}`]: card('bobby'),
  'usernames/bobby': { uid: OTHER },
  [`profiles/${MEMBER}`]: card('carol'),
  'usernames/carol': { uid: MEMBER },
  [`friendships/${friendshipDocId(OWNER, OTHER)}`]: {
    requesterId: OWNER,
    addresseeId: OTHER,
    status: 'accepted',
    createdAt: new Date(),
    updatedAt: new Date(),
  },
});

const form = (changes: object = {}) => ({
  username: 'alice',
  displayName: 'Alice',
  bio: 'Pianist',
  location: 'Leipzig',
  instagramUrl: '',
  tiktokUrl: '',
  youtubeUrl: '',
  twitterUrl: '',
  facebookUrl: '',
  linkedinUrl: '',
  websiteUrl: 'https://alice.example',
  ...changes,
});

describe('updateProfile and setProfilePrivacy', () => {
  it('saves the card, sanitised, with location and links beside it, and renames with a claim', async () => {
    const db = as.owner();
    const saved = await updateProfile(
      db,
      OWNER,
      form({ username: 'Alicia', bio: '<b>Pianist</b>' }),
    );
    expect(saved.username).toBe('alicia');
    const stored = await readProfileCard(db, OWNER);
    expect(stored).toMatchObject({ username: 'alicia', bio: 'bPianist/b', isPrivate: false });
    expect(stored).not.toHaveProperty('location');
    expect(await readProfileDetails(db, OWNER)).toMatchObject({
      location: 'Leipzig',
      websiteUrl: 'https://alice.example',
    });
    expect((await getDoc(doc(db, 'usernames/alicia'))).get('uid')).toBe(OWNER);
  });

  it('refuses a username someone holds, and invalid fields, with the spec’s words and no write', async () => {
    const db = as.owner();
    await expect(updateProfile(db, OWNER, form({ username: 'bobby' }))).rejects.toThrow(
      'That username is already taken. Try another one?',
    );
    await expect(updateProfile(db, OWNER, form({ username: 'a--b' }))).rejects.toThrow(
      'Username cannot have consecutive punctuation marks',
    );
    await expect(updateProfile(db, OWNER, form({ websiteUrl: 'alice.example' }))).rejects.toThrow(
      'Please enter a valid URL (including https://)',
    );
    expect((await readProfileCard(db, OWNER))?.username).toBe('alice');
    expect(await readProfileDetails(db, OWNER)).toBeNull();
  });

  it('gives one of two members racing for a name the name, and the other "already taken"', async () => {
    const results = await Promise.allSettled([
      updateProfile(as.owner(), OWNER, form({ username: 'racer' })),
      updateProfile(as.member(), MEMBER, form({ username: 'racer' })),
    ]);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain(
      'That username is already taken. Try another one?',
    );
  });

  it('lets the member clear the username', async () => {
    await updateProfile(as.owner(), OWNER, form({ username: '' }));
    expect((await readProfileCard(as.owner(), OWNER))?.username).toBe('');
  });

  it('hides location from strangers once private, not from friends', async () => {
    await updateProfile(as.owner(), OWNER, form());
    const stranger = signedInAs('dave');
    expect(await readVisibleLocation(stranger, OWNER)).toBe('Leipzig');
    await setProfilePrivacy(as.owner(), OWNER, true);
    expect(await readVisibleLocation(stranger, OWNER)).toBe('');
    await assertFails(readProfileDetails(stranger, OWNER));
    expect(await readVisibleLocation(as.other(), OWNER)).toBe('Leipzig');
  });
});

describe('favorite recordings and clips', () => {
  it('stores at most 5 recordings, even when six are added at once', async () => {
    const db = as.owner();
    const adds = Array.from({ length: 6 }, (_, i) =>
      addFavoriteRecording(db, OWNER, { title: `Recording ${i}`, url: '' }),
    );
    const results = await Promise.allSettled(adds);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain(
      'You can only have up to 5 favorite recordings.',
    );
    const stored = await readFavoriteRecordings(db, OWNER);
    expect(stored.map((recording) => recording.id).sort()).toEqual(['1', '2', '3', '4', '5']);
    await removeFavoriteRecording(db, OWNER, '3');
    expect(await addFavoriteRecording(db, OWNER, { title: 'Again', url: '' })).toBe('3');
  });

  it('strips angle brackets from titles and refuses links that are not Spotify or YouTube', async () => {
    const db = as.owner();
    await addFavoriteRecording(db, OWNER, {
      title: '<Goldberg>',
      url: 'https://open.spotify.com/album/x',
    });
    expect((await readFavoriteRecordings(db, OWNER))[0]).toMatchObject({ title: 'Goldberg' });
    await expect(
      addFavoriteRecording(db, OWNER, { title: 'T', url: 'https://example.com' }),
    ).rejects.toThrow('Please enter a valid Spotify or YouTube URL');
  });

  it('adds clips as youtube or direct with 0:30, and refuses bad links and a sixth', async () => {
    const db = as.owner();
    await addClip(db, OWNER, { title: 'Video', url: 'https://youtu.be/dQw4w9WgXcQ' });
    await addClip(db, OWNER, { title: 'File', url: 'https://media.example/a.mp4' });
    const clips = await readClips(db, OWNER);
    expect(clips.map(({ title, type, duration }) => ({ title, type, duration }))).toEqual([
      { title: 'File', type: 'direct', duration: '0:30' },
      { title: 'Video', type: 'youtube', duration: '0:30' },
    ]);
    await expect(addClip(db, OWNER, { title: 'F', url: 'ftp://x.example' })).rejects.toThrow(
      'Please enter a valid URL',
    );
    for (let i = 0; i < 3; i += 1)
      await addClip(db, OWNER, { title: `C${i}`, url: 'https://x.example' });
    await expect(addClip(db, OWNER, { title: 'Six', url: 'https://x.example' })).rejects.toThrow(
      'You can only have up to 5 clips.',
    );
  });
});

describe('concerts, albums, preferences and wishlists', () => {
  const concert = (date: string, performer: string) => ({
    date,
    performer,
    orchestra: '',
    conductor: '',
    venue: '',
    program: '',
  });

  it('lists concerts by date, latest first, and refuses one without a performer', async () => {
    const db = as.owner();
    await addConcert(db, OWNER, concert('2024-05-01', 'Levit'));
    await addConcert(db, OWNER, concert('2025-09-12', 'Wang'));
    expect((await readConcerts(db, OWNER)).map((item) => item.performer)).toEqual([
      'Wang',
      'Levit',
    ]);
    await expect(addConcert(db, OWNER, concert('2025-01-01', ''))).rejects.toThrow(
      'Please fill in at least the date and performer.',
    );
  });

  it('adds albums and refuses inappropriate content with the Invalid Content toast', async () => {
    const db = as.owner();
    const album = { title: 'Goldberg', performer: 'Gould', composer: 'Bach', orchestra: '' };
    await addAlbum(db, OWNER, album);
    expect(await readAlbums(db, OWNER)).toMatchObject([album]);
    await expect(addAlbum(db, OWNER, { ...album, title: 'shit' })).rejects.toMatchObject({
      toast: { title: 'Invalid Content' },
    });
  });

  it('saves preferences and keeps both wishlists when the form is saved', async () => {
    const db = as.owner();
    await appendConcertWishlistEntry(db, OWNER, {
      Performer: 'Yuja Wang',
      Venue: 'Carnegie <Hall>',
    });
    await appendConcertWishlistEntry(db, OWNER, { Performer: 'Levit' });
    await saveMusicalPreferences(db, OWNER, {
      mainInstrument: 'Piano',
      favoriteComposer: 'Bach',
      favoriteRecordings: '',
      currentPerformer: '',
      currentOrchestra: '',
      currentConductor: '',
      mostListenedComposer: '',
      mostListenedPiece: '',
    });
    await removeConcertWishlistEntry(db, OWNER, 1);
    const preferences = await readMusicalPreferences(db, OWNER);
    expect(preferences.mainInstrument).toBe('Piano');
    expect(parseWishlist(CONCERT_WISHLIST_LABELS, preferences.concertWishlist)).toEqual([
      { Performer: 'Yuja Wang', Venue: 'Carnegie Hall' },
    ]);
    await expect(appendConcertWishlistEntry(db, OWNER, { Venue: 'Somewhere' })).rejects.toThrow(
      'Please fill in at least the performer.',
    );
  });
});

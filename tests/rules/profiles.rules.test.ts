// The private part of a profile (sections/details, sections/preferences, sections/streaming,
// recordings, concerts, albums, clips) for every role and operation.
//
// Roles: a visitor (signed out); the owner (alice, whose profile is private); her accepted friend
// (bob, whose own profile is public); carol, whose friend request to alice is still pending; a
// stranger (dave, no relation); an admin. The friendships are seeded as the admin SDK writes them
// (the social feature's rules decide who may write them).
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { deleteDoc, setDoc, updateDoc } from './support/budgeted-writes.js';
import { friendshipDocId } from '@salon/domain';
import {
  MEMBER,
  OTHER,
  OWNER,
  itRefusesEveryClientWrite,
  rulesSuite,
} from './support/rules-env.js';

const FRIEND = OTHER;
const PENDING = MEMBER;
const STRANGER = 'dave';

const card = (username: string, isPrivate: boolean) => ({
  username,
  displayName: username,
  bio: '',
  isPrivate,
  createdAt: new Date(),
});

const links = {
  instagramUrl: '',
  tiktokUrl: '',
  youtubeUrl: 'https://youtube.com/@alice',
  twitterUrl: '',
  facebookUrl: '',
  linkedinUrl: '',
  websiteUrl: 'https://alice.example',
};

const at = new Date('2025-01-01T00:00:00Z');

/** Alice's private documents, each under the path a reader asks for. */
const ALICE = {
  details: `profiles/${OWNER}/sections/details`,
  preferences: `profiles/${OWNER}/sections/preferences`,
  streaming: `profiles/${OWNER}/sections/streaming`,
  recording: `profiles/${OWNER}/recordings/1`,
  concert: `profiles/${OWNER}/concerts/c1`,
  album: `profiles/${OWNER}/albums/a1`,
  clip: `profiles/${OWNER}/clips/1`,
};

const ALICE_COLLECTIONS = ['recordings', 'concerts', 'albums', 'clips'].map(
  (name) => `profiles/${OWNER}/${name}`,
);

const newRecording = (changes: object = {}) => ({
  title: 'Goldberg Variations',
  url: 'https://open.spotify.com/album/2HbA',
  createdAt: serverTimestamp(),
  ...changes,
});
const newClip = (changes: object = {}) => ({
  title: 'Practice',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  type: 'youtube',
  duration: '0:30',
  createdAt: serverTimestamp(),
  ...changes,
});
const newConcert = (changes: object = {}) => ({
  date: '2025-09-12',
  performer: 'Yuja Wang',
  orchestra: '',
  conductor: '',
  venue: 'Philharmonie',
  program: 'Rachmaninoff 3',
  createdAt: serverTimestamp(),
  ...changes,
});
const newAlbum = (changes: object = {}) => ({
  title: 'Goldberg Variations',
  performer: 'Glenn Gould',
  composer: 'Bach',
  orchestra: '',
  createdAt: serverTimestamp(),
  ...changes,
});

const { as, seed, signedInAs } = rulesSuite('demo-rules-profiles', {
  [`profiles/${OWNER}`]: card('alice', true),
  [`profiles/${FRIEND}`]: card('bobby', false),
  [`friendships/${friendshipDocId(OWNER, FRIEND)}`]: {
    requesterId: FRIEND,
    addresseeId: OWNER,
    status: 'accepted',
    createdAt: at,
    updatedAt: at,
  },
  [`friendships/${friendshipDocId(OWNER, PENDING)}`]: {
    requesterId: PENDING,
    addresseeId: OWNER,
    status: 'pending',
    createdAt: at,
    updatedAt: at,
  },
  [ALICE.details]: { location: 'Leipzig', ...links, updatedAt: at },
  [ALICE.preferences]: {
    mainInstrument: 'Piano',
    concertWishlist: 'Performer: Levit',
    updatedAt: at,
  },
  [ALICE.streaming]: { topArtists: [], topTracks: [], lastSyncedAt: null },
  [ALICE.recording]: { title: 'Goldberg', url: null, createdAt: at },
  [ALICE.concert]: { ...newConcert(), createdAt: at },
  [ALICE.album]: { ...newAlbum(), createdAt: at },
  [ALICE.clip]: { ...newClip(), createdAt: at },
  [`profiles/${FRIEND}/sections/details`]: { location: 'Berlin', updatedAt: at },
  [`profiles/${FRIEND}/recordings/1`]: { title: 'Mass in B minor', url: null, createdAt: at },
});

const readers = () => ({
  owner: as.owner(),
  friend: as.other(),
  admin: as.admin(),
});
const refused = () => ({
  visitor: as.visitor(),
  pending: as.member(),
  stranger: signedInAs(STRANGER),
});

/** A page of a list section, as the app reads it (concerts and albums must be bounded). */
const listPage = (db: Firestore, collectionPath: string) =>
  getDocs(query(collection(db, collectionPath), limit(50)));

async function readsEverything(db: Firestore) {
  for (const documentPath of Object.values(ALICE)) await getDoc(doc(db, documentPath));
  for (const collectionPath of ALICE_COLLECTIONS) await listPage(db, collectionPath);
}

describe('a private profile’s sections: get and list', () => {
  it.each(['owner', 'friend', 'admin'] as const)(
    'the %s reads every document and list',
    async (who) => {
      const db = readers()[who];
      for (const documentPath of Object.values(ALICE)) {
        const snapshot = await assertSucceeds(getDoc(doc(db, documentPath)));
        expect(snapshot.exists(), documentPath).toBe(true);
      }
      for (const collectionPath of ALICE_COLLECTIONS) {
        const list = await assertSucceeds(listPage(db, collectionPath));
        expect(list.size, collectionPath).toBe(1);
      }
    },
  );

  it('refuses anyone, the owner included, concerts or albums without a bound', async () => {
    for (const collectionPath of ALICE_COLLECTIONS.filter((path) => /concerts|albums/.test(path))) {
      await assertFails(getDocs(collection(as.owner(), collectionPath)));
      await assertFails(getDocs(query(collection(as.owner(), collectionPath), limit(51))));
    }
  });

  it.each(['visitor', 'pending', 'stranger'] as const)(
    'the %s is refused every document and every list',
    async (who) => {
      const db = refused()[who];
      for (const documentPath of Object.values(ALICE)) {
        await assertFails(getDoc(doc(db, documentPath)));
      }
      for (const collectionPath of ALICE_COLLECTIONS) {
        await assertFails(listPage(db, collectionPath));
        await assertFails(
          getDocs(query(collection(db, collectionPath), orderBy('createdAt', 'desc'))),
        );
      }
    },
  );

  it('still shows everyone the public card, with no location or links on it', async () => {
    for (const db of [...Object.values(refused()), ...Object.values(readers())]) {
      const snapshot = await assertSucceeds(getDoc(doc(db, `profiles/${OWNER}`)));
      expect(snapshot.get('isPrivate')).toBe(true);
      expect(snapshot.get('location')).toBeUndefined();
      expect(snapshot.get('websiteUrl')).toBeUndefined();
    }
  });

  it('lets nobody list the sections collection itself', async () => {
    for (const db of [as.owner(), as.admin()]) {
      await assertFails(getDocs(collection(db, `profiles/${OWNER}/sections`)));
    }
  });
});

describe('a public profile’s sections: get and list', () => {
  it('are readable by everyone, visitors included', async () => {
    for (const db of [as.visitor(), as.member(), signedInAs(STRANGER), as.owner(), as.admin()]) {
      await assertSucceeds(getDoc(doc(db, `profiles/${FRIEND}/sections/details`)));
      await assertSucceeds(getDocs(collection(db, `profiles/${FRIEND}/recordings`)));
    }
  });

  it('close the moment the member turns private, for what was written before', async () => {
    const stranger = signedInAs(STRANGER);
    await assertSucceeds(getDoc(doc(stranger, `profiles/${FRIEND}/sections/details`)));
    await assertSucceeds(
      updateDoc(doc(as.other(), `profiles/${FRIEND}`), {
        isPrivate: true,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(getDoc(doc(stranger, `profiles/${FRIEND}/sections/details`)));
    await assertFails(getDocs(collection(stranger, `profiles/${FRIEND}/recordings`)));
    // Her accepted friend alice still reads them.
    await assertSucceeds(getDoc(doc(as.owner(), `profiles/${FRIEND}/sections/details`)));
  });

  it('count as private when the card is missing', async () => {
    await seed({
      [`profiles/${STRANGER}/sections/details`]: { location: 'Nowhere', updatedAt: at },
    });
    await assertFails(getDoc(doc(as.member(), `profiles/${STRANGER}/sections/details`)));
    await assertSucceeds(
      getDoc(doc(signedInAs(STRANGER), `profiles/${STRANGER}/sections/details`)),
    );
  });
});

describe('collection-group queries over profile sections', () => {
  it('are refused to everyone, admins and owners included', async () => {
    for (const db of [as.visitor(), as.owner(), as.other(), signedInAs(STRANGER), as.admin()]) {
      for (const group of ['sections', 'recordings', 'concerts', 'albums', 'clips']) {
        await assertFails(getDocs(collectionGroup(db, group)));
      }
    }
  });
});

describe('friendship as the key to a private profile', () => {
  it('cannot be forged: a stranger may not write an accepted friendship', async () => {
    const stranger = signedInAs(STRANGER);
    await assertFails(
      setDoc(doc(stranger, `friendships/${friendshipDocId(OWNER, STRANGER)}`), {
        requesterId: STRANGER,
        addresseeId: OWNER,
        status: 'accepted',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(readsEverything(stranger));
  });

  it('opens the sections once the request is accepted', async () => {
    const pending = as.member();
    await assertFails(getDoc(doc(pending, ALICE.details)));
    await seed({
      [`friendships/${friendshipDocId(OWNER, PENDING)}`]: {
        requesterId: PENDING,
        addresseeId: OWNER,
        status: 'accepted',
        createdAt: at,
        updatedAt: at,
      },
    });
    await assertSucceeds(getDoc(doc(pending, ALICE.details)));
  });
});

describe('sections/details (location and links): writes', () => {
  const details = (changes: object = {}) => ({
    location: 'Paris',
    ...links,
    updatedAt: serverTimestamp(),
    ...changes,
  });

  it('lets the owner create and update it, whole or in part, up to the limits', async () => {
    const mine = doc(as.other(), `profiles/${FRIEND}/sections/details`);
    await assertSucceeds(setDoc(mine, details({ location: 'l'.repeat(30) })));
    await assertSucceeds(
      setDoc(mine, { websiteUrl: '', updatedAt: serverTimestamp() }, { merge: true }),
    );
    await assertSucceeds(
      setDoc(doc(as.member(), `profiles/${MEMBER}/sections/details`), details()),
    );
  });

  it('refuses the owner oversize or unsanitised text, bad links, wrong types, unknown keys and a client clock', async () => {
    const mine = doc(as.owner(), ALICE.details);
    for (const bad of [
      { location: 'l'.repeat(31) },
      { location: '<b>Paris</b>' },
      { location: 'javascript:alert(1)' },
      { location: 'x onclick=alert(1)' },
      { location: 42 },
      { websiteUrl: 'javascript:alert(1)' },
      { websiteUrl: 'not a url' },
      { instagramUrl: 'ftp://files.example' },
      { role: 'admin' },
      { updatedAt: at },
    ]) {
      await assertFails(setDoc(mine, details(bad)));
    }
    const { updatedAt: _dropped, ...withoutTime } = details();
    await assertFails(setDoc(mine, withoutTime));
  });

  it('refuses everyone else, friends and admins included, and every delete', async () => {
    for (const db of [as.visitor(), as.other(), as.member(), as.admin(), signedInAs(STRANGER)]) {
      await assertFails(setDoc(doc(db, ALICE.details), details()));
    }
    for (const db of [as.owner(), as.admin()]) await assertFails(deleteDoc(doc(db, ALICE.details)));
  });
});

describe('sections/preferences (with both wishlists): writes', () => {
  it('lets the owner merge the form or one wishlist, each field up to its limit', async () => {
    const mine = doc(as.owner(), ALICE.preferences);
    await assertSucceeds(
      setDoc(
        mine,
        {
          mainInstrument: 'p'.repeat(200),
          favoriteRecordings: 'f'.repeat(1000),
          mostListenedPiece: 'Goldberg Variations',
          updatedAt: serverTimestamp(),
        },
        { merge: true },
      ),
    );
    await assertSucceeds(
      setDoc(
        mine,
        { albumWishlist: 'w'.repeat(20_000), updatedAt: serverTimestamp() },
        { merge: true },
      ),
    );
  });

  it('refuses oversize, unsanitised or mistyped fields, unknown keys and a client clock', async () => {
    const mine = doc(as.owner(), ALICE.preferences);
    for (const bad of [
      { mainInstrument: 'p'.repeat(201) },
      { favoriteRecordings: 'f'.repeat(1001) },
      { concertWishlist: 'w'.repeat(20_001) },
      { concertWishlist: 'Performer: <script>' },
      { favoriteComposer: 'Bach onmouseover=steal()' },
      { currentConductor: ['Karajan'] },
      { bucket_list: '' },
    ]) {
      await assertFails(setDoc(mine, { ...bad, updatedAt: serverTimestamp() }, { merge: true }));
    }
    await assertFails(setDoc(mine, { mainInstrument: 'Cello', updatedAt: at }, { merge: true }));
    await assertFails(setDoc(mine, { mainInstrument: 'Cello' }, { merge: true }));
  });

  it('refuses everyone else and every delete', async () => {
    const write = { mainInstrument: 'Kazoo', updatedAt: serverTimestamp() };
    for (const db of [as.visitor(), as.other(), as.member(), as.admin()]) {
      await assertFails(setDoc(doc(db, ALICE.preferences), write, { merge: true }));
    }
    await assertFails(deleteDoc(doc(as.owner(), ALICE.preferences)));
  });
});

describe('sections/streaming: writes', () => {
  itRefusesEveryClientWrite(
    as,
    {
      [ALICE.streaming]: { topArtists: [], topTracks: [], lastSyncedAt: null },
      [`profiles/${MEMBER}/sections/streaming`]: {
        topArtists: [],
        topTracks: [],
        lastSyncedAt: null,
      },
      [`profiles/${OWNER}/sections/anything`]: { updatedAt: serverTimestamp() },
    },
    [ALICE.streaming],
  );
});

describe('pictures: the banner section and upload outcomes', () => {
  const banner = `profiles/${OWNER}/sections/banner`;
  const outcome = `profiles/${OWNER}/pictureUploads/u1`;
  const stored = {
    [banner]: { url: 'http://127.0.0.1:9199/v0/b/x/o/b.webp?alt=media&token=t', updatedAt: at },
    [outcome]: { kind: 'avatar', status: 'refused', message: 'No.', updatedAt: at },
  };

  it('lets the private profile’s readers read its banner, and nobody else', async () => {
    await seed(stored);
    for (const db of Object.values(readers())) await assertSucceeds(getDoc(doc(db, banner)));
    for (const db of Object.values(refused())) await assertFails(getDoc(doc(db, banner)));
  });

  it('lets only the member read how their uploads ended', async () => {
    await seed(stored);
    await assertSucceeds(getDoc(doc(as.owner(), outcome)));
    for (const db of [as.other(), as.admin(), as.visitor()]) {
      await assertFails(getDoc(doc(db, outcome)));
    }
    await assertFails(
      getDocs(query(collection(as.owner(), `profiles/${OWNER}/pictureUploads`), limit(1))),
    );
  });

  itRefusesEveryClientWrite(as, stored, Object.keys(stored));
});

describe('recordings: at most 5, in slots', () => {
  const slots = ['1', '2', '3', '4', '5'];
  const fill = () =>
    seed(
      Object.fromEntries(
        slots.map((slot) => [
          `profiles/${OWNER}/recordings/${slot}`,
          { title: `R${slot}`, url: null, createdAt: at },
        ]),
      ),
    );

  it('lets the owner add one to a free slot, with or without a Spotify or YouTube link', async () => {
    const db = as.owner();
    await assertSucceeds(setDoc(doc(db, `profiles/${OWNER}/recordings/2`), newRecording()));
    await assertSucceeds(
      setDoc(doc(db, `profiles/${OWNER}/recordings/3`), newRecording({ url: null })),
    );
    await assertSucceeds(
      setDoc(
        doc(db, `profiles/${OWNER}/recordings/4`),
        newRecording({ url: 'https://youtu.be/dQw4w9WgXcQ', title: 't'.repeat(100) }),
      ),
    );
  });

  it('refuses a sixth: no slot beyond 5, and a taken slot is never overwritten', async () => {
    await fill();
    const db = as.owner();
    await assertFails(setDoc(doc(db, `profiles/${OWNER}/recordings/6`), newRecording()));
    await assertFails(setDoc(doc(db, `profiles/${OWNER}/recordings/auto-id`), newRecording()));
    await assertFails(setDoc(doc(db, `profiles/${OWNER}/recordings/3`), newRecording()));
    await assertFails(updateDoc(doc(db, `profiles/${OWNER}/recordings/3`), { title: 'Changed' }));
    // Removing one frees its slot.
    await assertSucceeds(deleteDoc(doc(db, `profiles/${OWNER}/recordings/3`)));
    await assertSucceeds(setDoc(doc(db, `profiles/${OWNER}/recordings/3`), newRecording()));
  });

  it('refuses bad titles, links that are not Spotify or YouTube, unknown keys and a client clock', async () => {
    const slot = doc(as.owner(), `profiles/${OWNER}/recordings/5`);
    for (const bad of [
      { title: '' },
      { title: '   ' },
      { title: 't'.repeat(101) },
      { title: '<b>Bold</b>' },
      { title: 7 },
      { url: 'https://example.com/track' },
      { url: 'https://spotify.com@evil.example/' },
      { url: 'https://notspotify.com/track' },
      { url: 'javascript:alert(1)//youtube.com' },
      { url: '' },
      { createdAt: at },
      { composer: 'Bach' },
    ]) {
      await assertFails(setDoc(slot, newRecording(bad)));
    }
    const { url: _dropped, ...withoutUrl } = newRecording();
    await assertFails(setDoc(slot, withoutUrl));
  });

  it('refuses everyone else adding or removing, friends and admins included', async () => {
    for (const db of [as.visitor(), as.other(), as.member(), as.admin()]) {
      await assertFails(setDoc(doc(db, `profiles/${OWNER}/recordings/2`), newRecording()));
      await assertFails(deleteDoc(doc(db, ALICE.recording)));
    }
  });
});

describe('clips: at most 5, in slots, 0:30', () => {
  it('lets the owner add direct and YouTube clips and remove them', async () => {
    const db = as.owner();
    await assertSucceeds(setDoc(doc(db, `profiles/${OWNER}/clips/2`), newClip()));
    await assertSucceeds(
      setDoc(
        doc(db, `profiles/${OWNER}/clips/3`),
        newClip({ url: 'http://media.example/a.mp4', type: 'direct' }),
      ),
    );
    await assertSucceeds(deleteDoc(doc(db, `profiles/${OWNER}/clips/2`)));
  });

  it('refuses a sixth, an overwrite, bad fields and unknown keys', async () => {
    const db = as.owner();
    await assertFails(setDoc(doc(db, `profiles/${OWNER}/clips/6`), newClip()));
    await assertFails(setDoc(doc(db, ALICE.clip), newClip()));
    const slot = doc(db, `profiles/${OWNER}/clips/4`);
    for (const bad of [
      { title: '' },
      { title: 't'.repeat(101) },
      { title: 'a > b' },
      { url: 'ftp://media.example/a.mp4' },
      { url: 'not a url' },
      { type: 'vimeo' },
      { duration: '1:00' },
      { createdAt: at },
      { thumbnail: 'https://img.example' },
    ]) {
      await assertFails(setDoc(slot, newClip(bad)));
    }
  });

  it('refuses everyone else', async () => {
    for (const db of [as.visitor(), as.other(), as.admin()]) {
      await assertFails(setDoc(doc(db, `profiles/${OWNER}/clips/2`), newClip()));
      await assertFails(deleteDoc(doc(db, ALICE.clip)));
    }
  });
});

describe('concerts', () => {
  it('lets the owner add one with a date and performer, and remove it', async () => {
    const db = as.owner();
    await assertSucceeds(
      setDoc(doc(db, `profiles/${OWNER}/concerts/c2`), newConcert({ program: 'p'.repeat(1000) })),
    );
    await assertSucceeds(deleteDoc(doc(db, `profiles/${OWNER}/concerts/c2`)));
  });

  it('refuses missing date or performer, bad dates, oversize or unsanitised fields, unknown keys, edits', async () => {
    const db = as.owner();
    const fresh = doc(db, `profiles/${OWNER}/concerts/c3`);
    for (const bad of [
      { date: '' },
      { date: '12/09/2025' },
      { performer: '' },
      { venue: 'v'.repeat(201) },
      { program: 'p'.repeat(1001) },
      { conductor: '<i>Karajan</i>' },
      { orchestra: null },
      { rating: 5 },
      { createdAt: at },
    ]) {
      await assertFails(setDoc(fresh, newConcert(bad)));
    }
    await assertFails(updateDoc(doc(db, ALICE.concert), { performer: 'Someone else' }));
  });

  it('refuses everyone else', async () => {
    for (const db of [as.visitor(), as.other(), as.admin()]) {
      await assertFails(setDoc(doc(db, `profiles/${OWNER}/concerts/c4`), newConcert()));
      await assertFails(deleteDoc(doc(db, ALICE.concert)));
    }
  });
});

describe('albums', () => {
  it('lets the owner add one with a title and performer, and remove it', async () => {
    const db = as.owner();
    await assertSucceeds(setDoc(doc(db, `profiles/${OWNER}/albums/a2`), newAlbum()));
    await assertSucceeds(deleteDoc(doc(db, `profiles/${OWNER}/albums/a2`)));
  });

  it('refuses a missing title or performer, oversize or unsanitised fields, unknown keys, edits', async () => {
    const fresh = doc(as.owner(), `profiles/${OWNER}/albums/a3`);
    for (const bad of [
      { title: '' },
      { performer: ' ' },
      { composer: 'c'.repeat(201) },
      { orchestra: 'javascript:void(0)' },
      { year: 1955 },
      { createdAt: at },
    ]) {
      await assertFails(setDoc(fresh, newAlbum(bad)));
    }
    await assertFails(updateDoc(doc(as.owner(), ALICE.album), { title: 'Other' }));
  });

  it('refuses everyone else', async () => {
    for (const db of [as.visitor(), as.other(), as.admin()]) {
      await assertFails(setDoc(doc(db, `profiles/${OWNER}/albums/a4`), newAlbum()));
      await assertFails(deleteDoc(doc(db, ALICE.album)));
    }
  });
});

describe('the card keeps nothing private', () => {
  it('refuses a location or links on the card, and unsanitised names or bios', async () => {
    const mine = doc(as.owner(), `profiles/${OWNER}`);
    for (const bad of [
      { location: 'Leipzig' },
      { websiteUrl: 'https://alice.example' },
      { displayName: '<b>Alice</b>' },
      { bio: 'hi javascript:alert(1)' },
    ]) {
      await assertFails(updateDoc(mine, bad));
    }
    await assertSucceeds(
      updateDoc(mine, { isPrivate: false, bio: 'Hello', updatedAt: serverTimestamp() }),
    );
  });

  it('lets admins read but not edit it', async () => {
    await assertSucceeds(getDoc(doc(as.admin(), `profiles/${OWNER}`)));
    await assertFails(updateDoc(doc(as.admin(), `profiles/${OWNER}`), { isPrivate: false }));
  });
});

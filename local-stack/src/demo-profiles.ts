// Every demo member's profile beyond the card: location and links (sections/details),
// preferences with both wishlists, favorite recordings and clips (slots '1'-'5'), concerts and
// albums. Lili's profile is private: Fanny, her accepted friend, sees it; Amadeus, whose request
// is still pending, does not. Written with the admin SDK in the shapes of docs/data-model.md.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  ALBUM_WISHLIST_LABELS,
  clipTypeForUrl,
  CONCERT_WISHLIST_LABELS,
  DEFAULT_CLIP_DURATION,
  formatWishlist,
  paths,
  PROFILE_ITEM_SLOTS,
  type AlbumInput,
  type ConcertInput,
  type SocialLinks,
  type WishlistEntry,
} from '@salon/domain';
import { DEMO_PEOPLE, type DemoUsername } from './demo-people.js';

export interface DemoProfile {
  links: Partial<SocialLinks>;
  preferences: {
    mainInstrument: string;
    favoriteComposer: string;
    currentPerformer: string;
    currentOrchestra: string;
    currentConductor: string;
    mostListenedComposer: string;
    mostListenedPiece: string;
  };
  concertWishlist: WishlistEntry<(typeof CONCERT_WISHLIST_LABELS)[number]>[];
  albumWishlist: WishlistEntry<(typeof ALBUM_WISHLIST_LABELS)[number]>[];
  recordings: { title: string; url: string | null }[];
  concerts: ConcertInput[];
  albums: AlbumInput[];
  clips: { title: string; url: string }[];
}

const concert = (
  date: string,
  performer: string,
  venue: string,
  program: string,
  orchestra = '',
  conductor = '',
): ConcertInput => ({
  date,
  performer,
  orchestra,
  conductor,
  venue,
  program,
});

export const DEMO_PROFILES: Readonly<Record<DemoUsername, DemoProfile>> = {
  clara: {
    links: {
      websiteUrl: 'https://clara.example',
      instagramUrl: 'https://instagram.com/clara.plays',
    },
    preferences: {
      mainInstrument: 'Piano',
      favoriteComposer: 'Robert Schumann',
      currentPerformer: 'Martha Argerich',
      currentOrchestra: 'Gewandhausorchester',
      currentConductor: 'Andris Nelsons',
      mostListenedComposer: 'Johannes Brahms',
      mostListenedPiece: 'Piano Concerto No. 1',
    },
    concertWishlist: [
      { Performer: 'Martha Argerich', Venue: 'Lucerne Festival', Program: 'Schumann Concerto' },
    ],
    albumWishlist: [
      { Title: 'Kinderszenen', Performer: 'Vladimir Horowitz', Composer: 'Schumann' },
    ],
    recordings: [
      {
        title: 'Schumann: Piano Concerto (Argerich)',
        url: 'https://open.spotify.com/album/4demoClara',
      },
      { title: 'Brahms: Piano Concerto No. 1 (Gilels, Jochum)', url: null },
    ],
    concerts: [
      concert('2025-03-14', 'Igor Levit', 'Gewandhaus Leipzig', 'Beethoven: Hammerklavier'),
      concert(
        '2024-11-02',
        'Andris Nelsons',
        'Gewandhaus Leipzig',
        'Bruckner 7',
        'Gewandhausorchester',
        'Andris Nelsons',
      ),
    ],
    albums: [
      { title: 'Kreisleriana', performer: 'Martha Argerich', composer: 'Schumann', orchestra: '' },
    ],
    clips: [{ title: 'Träumerei at home', url: 'https://www.youtube.com/watch?v=demoClara01' }],
  },
  felix: {
    links: { youtubeUrl: 'https://youtube.com/@felixchoir' },
    preferences: {
      mainInstrument: 'Organ',
      favoriteComposer: 'J. S. Bach',
      currentPerformer: 'Philippe Herreweghe',
      currentOrchestra: 'Collegium Vocale Gent',
      currentConductor: 'Philippe Herreweghe',
      mostListenedComposer: 'J. S. Bach',
      mostListenedPiece: 'St Matthew Passion',
    },
    concertWishlist: [{ Performer: 'Bach Collegium Japan', Program: 'Mass in B minor' }],
    albumWishlist: [],
    recordings: [
      {
        title: 'St Matthew Passion (Herreweghe)',
        url: 'https://www.youtube.com/watch?v=demoFelix01',
      },
    ],
    concerts: [concert('2025-04-18', 'Thomanerchor', 'Thomaskirche', 'St John Passion')],
    albums: [
      {
        title: 'Mass in B minor',
        performer: 'Collegium Vocale Gent',
        composer: 'Bach',
        orchestra: 'Collegium Vocale Gent',
      },
    ],
    clips: [],
  },
  fanny: {
    links: { websiteUrl: 'https://fanny-salon.example' },
    preferences: {
      mainInstrument: 'Piano',
      favoriteComposer: 'Fanny Hensel',
      currentPerformer: 'Quatuor Ébène',
      currentOrchestra: '',
      currentConductor: '',
      mostListenedComposer: 'Felix Mendelssohn',
      mostListenedPiece: 'String Quartet in E-flat',
    },
    concertWishlist: [{ Performer: 'Quatuor Ébène', Venue: 'Wigmore Hall' }],
    albumWishlist: [{ Title: 'Das Jahr', Performer: 'Els Biesemans', Composer: 'Fanny Hensel' }],
    recordings: [{ title: 'Hensel: Das Jahr', url: 'https://open.spotify.com/album/5demoFanny' }],
    concerts: [concert('2025-06-01', 'Quatuor Ébène', 'Pierre Boulez Saal', 'Mendelssohn, Hensel')],
    albums: [],
    clips: [{ title: 'Sunday salon: Lied', url: 'https://media.example/fanny-lied.mp4' }],
  },
  amadeus: {
    links: { twitterUrl: 'https://x.com/amadeus_opera' },
    preferences: {
      mainInstrument: 'Voice',
      favoriteComposer: 'Mozart',
      currentPerformer: 'Cecilia Bartoli',
      currentOrchestra: 'Wiener Philharmoniker',
      currentConductor: 'Riccardo Muti',
      mostListenedComposer: 'Verdi',
      mostListenedPiece: 'Don Giovanni',
    },
    concertWishlist: [{ Performer: 'Cecilia Bartoli', Venue: 'Salzburg Festival' }],
    albumWishlist: [],
    recordings: [{ title: 'Don Giovanni (Giulini)', url: null }],
    concerts: [concert('2024-12-31', 'Wiener Staatsoper', 'Staatsoper', 'Die Fledermaus')],
    albums: [
      {
        title: 'Le nozze di Figaro',
        performer: 'René Jacobs',
        composer: 'Mozart',
        orchestra: 'Concerto Köln',
      },
    ],
    clips: [],
  },
  lili: {
    links: { instagramUrl: 'https://instagram.com/lili.listens' },
    preferences: {
      mainInstrument: 'Flute',
      favoriteComposer: 'Lili Boulanger',
      currentPerformer: 'Emmanuel Pahud',
      currentOrchestra: 'Orchestre de Paris',
      currentConductor: 'Klaus Mäkelä',
      mostListenedComposer: 'Debussy',
      mostListenedPiece: 'Prélude à l’après-midi d’un faune',
    },
    concertWishlist: [{ Performer: 'Orchestre de Paris', Program: 'Boulanger: Psaumes' }],
    albumWishlist: [{ Title: 'Boulanger: Psaumes', Performer: 'Orchestre de Paris' }],
    recordings: [{ title: 'Debussy: Syrinx (Pahud)', url: 'https://youtu.be/demoLili001' }],
    concerts: [
      concert(
        '2025-02-20',
        'Orchestre de Paris',
        'Philharmonie de Paris',
        'Debussy, Ravel',
        'Orchestre de Paris',
        'Klaus Mäkelä',
      ),
    ],
    albums: [
      {
        title: 'D’un matin de printemps',
        performer: 'Emmanuel Pahud',
        composer: 'Lili Boulanger',
        orchestra: '',
      },
    ],
    clips: [{ title: 'Syrinx, first try', url: 'https://media.example/lili-syrinx.mp4' }],
  },
};

const DAY_MS = 86_400_000;

/** Each member's private part, in one batch per member; list items a day apart, newest first. */
export async function seedDemoProfiles(db: Firestore, now: number): Promise<void> {
  await Promise.all(
    DEMO_PEOPLE.map(async (person) => {
      const profile = DEMO_PROFILES[person.username];
      const uid = person.uid;
      const updatedAt = FieldValue.serverTimestamp();
      const createdAt = (daysAgo: number) => Timestamp.fromMillis(now - daysAgo * DAY_MS);
      const batch = db.batch();
      batch.set(db.doc(paths.profileDetails(uid)), {
        location: person.location,
        ...profile.links,
        updatedAt,
      });
      batch.set(db.doc(paths.preferences(uid)), {
        ...profile.preferences,
        concertWishlist: formatWishlist(CONCERT_WISHLIST_LABELS, profile.concertWishlist),
        albumWishlist: formatWishlist(ALBUM_WISHLIST_LABELS, profile.albumWishlist),
        updatedAt,
      });
      profile.recordings.forEach((recording, i) => {
        batch.set(db.doc(paths.favoriteRecording(uid, PROFILE_ITEM_SLOTS[i]!)), {
          ...recording,
          createdAt: createdAt(i + 1),
        });
      });
      profile.clips.forEach((clip, i) => {
        batch.set(db.doc(paths.clip(uid, PROFILE_ITEM_SLOTS[i]!)), {
          ...clip,
          type: clipTypeForUrl(clip.url),
          duration: DEFAULT_CLIP_DURATION,
          createdAt: createdAt(i + 1),
        });
      });
      profile.concerts.forEach((item, i) => {
        batch.set(db.collection(paths.concerts(uid)).doc(), {
          ...item,
          createdAt: createdAt(i + 1),
        });
      });
      profile.albums.forEach((item, i) => {
        batch.set(db.collection(paths.albums(uid)).doc(), { ...item, createdAt: createdAt(i + 1) });
      });
      await batch.commit();
    }),
  );
}

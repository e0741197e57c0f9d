// The list sections: favorite recordings and clips (at most 5 each, in slots '1'-'5'), concerts
// and albums. Added with the server's time and removed by id; nothing is edited in place.
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  albumInputSchema,
  albumSchema,
  clipInputSchema,
  clipSchema,
  clipTypeForUrl,
  CLIPS_LIMIT_TOAST,
  concertInputSchema,
  concertSchema,
  DEFAULT_CLIP_DURATION,
  favoriteRecordingInputSchema,
  favoriteRecordingSchema,
  FAVORITE_RECORDINGS_LIMIT_TOAST,
  normalizeFavoriteRecording,
  paths,
  PROFILE_ITEM_SLOTS,
  sanitizeProfileText,
  type Album,
  type AlbumInput,
  type Clip,
  type Concert,
  type ConcertInput,
  type FavoriteRecording,
  type ToastMessage,
  type StoredSchema,
} from '@salon/domain';
import { writeWithBudget } from '../../../lib/write-budget';
import { readItems, type WithId } from '../../../lib/documents';
import { inputRefused } from '../../../lib/app-error';
import { parseProfileInput } from './profile-input.js';

/** One list section: where it lives, how it is read, and its order (the spec's, newest first). */
interface ListSection<Item extends object> {
  readonly collectionPath: (uid: string) => string;
  readonly schema: StoredSchema<Item>;
  readonly orderField: 'createdAt' | 'date';
}

const RECORDINGS: ListSection<FavoriteRecording> = {
  collectionPath: paths.favoriteRecordings,
  schema: favoriteRecordingSchema,
  orderField: 'createdAt',
};
const CLIPS: ListSection<Clip> = {
  collectionPath: paths.clips,
  schema: clipSchema,
  orderField: 'createdAt',
};
/** Concerts by the concert's date, latest first (the spec's order). */
const CONCERTS: ListSection<Concert> = {
  collectionPath: paths.concerts,
  schema: concertSchema,
  orderField: 'date',
};
const ALBUMS: ListSection<Album> = {
  collectionPath: paths.albums,
  schema: albumSchema,
  orderField: 'createdAt',
};

/**
 * How many items a section shows: recordings and clips hold 5 at most; concerts and albums have
 * no limit in the spec, and a page shows the newest 50 of each rather than a lifetime's list.
 */
const SECTION_LIST_LIMIT = 50;

function listQuery<Item extends object>(db: Firestore, uid: string, section: ListSection<Item>) {
  return query(
    collection(db, section.collectionPath(uid)),
    orderBy(section.orderField, 'desc'),
    limit(SECTION_LIST_LIMIT),
  );
}

async function readList<Item extends object>(
  db: Firestore,
  uid: string,
  section: ListSection<Item>,
): Promise<WithId<Item>[]> {
  const result = await getDocs(listQuery(db, uid, section));
  return readItems(section.schema, result.docs);
}

function subscribeToList<Item extends object>(
  db: Firestore,
  uid: string,
  section: ListSection<Item>,
  onItems: (items: WithId<Item>[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    listQuery(db, uid, section),
    (result) => onItems(readItems(section.schema, result.docs)),
    onError,
  );
}

type ItemReader<Item> = (db: Firestore, uid: string) => Promise<WithId<Item>[]>;
type ItemSubscriber<Item> = (
  db: Firestore,
  uid: string,
  onItems: (items: WithId<Item>[]) => void,
  onError: (error: Error) => void,
) => Unsubscribe;

// Reading: refused (permission-denied) for a private profile unless the reader is its owner,
// an accepted friend or an admin.
export const readFavoriteRecordings: ItemReader<FavoriteRecording> = (db, uid) =>
  readList(db, uid, RECORDINGS);
export const subscribeToFavoriteRecordings: ItemSubscriber<FavoriteRecording> = (
  db,
  uid,
  ...rest
) => subscribeToList(db, uid, RECORDINGS, ...rest);
export const readClips: ItemReader<Clip> = (db, uid) => readList(db, uid, CLIPS);
export const subscribeToClips: ItemSubscriber<Clip> = (db, uid, ...rest) =>
  subscribeToList(db, uid, CLIPS, ...rest);
export const readConcerts: ItemReader<Concert> = (db, uid) => readList(db, uid, CONCERTS);
export const subscribeToConcerts: ItemSubscriber<Concert> = (db, uid, ...rest) =>
  subscribeToList(db, uid, CONCERTS, ...rest);
export const readAlbums: ItemReader<Album> = (db, uid) => readList(db, uid, ALBUMS);
export const subscribeToAlbums: ItemSubscriber<Album> = (db, uid, ...rest) =>
  subscribeToList(db, uid, ALBUMS, ...rest);

/**
 * Stores `item` in the first free slot, reading all five in a transaction: two adds at once
 * take different slots, and with none free the spec's "Limit reached" toast is thrown. Rules
 * refuse a sixth slot or an overwrite whatever a client does. Returns the slot used.
 */
async function addToFreeSlot(
  db: Firestore,
  uid: string,
  collectionPath: string,
  item: object,
  limitReached: ToastMessage,
): Promise<string> {
  return writeWithBudget(db, uid, 'editProfile', async (transaction) => {
    const slots = await Promise.all(
      PROFILE_ITEM_SLOTS.map((slot) => transaction.get(doc(db, collectionPath, slot))),
    );
    const free = slots.find((snapshot) => !snapshot.exists());
    if (free === undefined) throw inputRefused(limitReached.description, limitReached);
    transaction.set(free.ref, { ...item, createdAt: serverTimestamp() });
    return free.id;
  });
}

/** Adds a favorite recording: title required, angle brackets stripped, Spotify or YouTube link. */
export async function addFavoriteRecording(
  db: Firestore,
  uid: string,
  input: { readonly title: string; readonly url: string },
): Promise<string> {
  const { title, url } = normalizeFavoriteRecording(
    parseProfileInput(favoriteRecordingInputSchema, input),
  );
  const recording = { title: sanitizeProfileText(title).trim(), url };
  return addToFreeSlot(
    db,
    uid,
    paths.favoriteRecordings(uid),
    recording,
    FAVORITE_RECORDINGS_LIMIT_TOAST,
  );
}

/** Adds a clip: http(s) link, "youtube" when it is a YouTube video (for its thumbnail), 0:30. */
export async function addClip(
  db: Firestore,
  uid: string,
  input: { readonly title: string; readonly url: string },
): Promise<string> {
  const { title, url } = parseProfileInput(clipInputSchema, input);
  const clip = {
    title: sanitizeProfileText(title).trim(),
    url: url.trim(),
    type: clipTypeForUrl(url),
    duration: DEFAULT_CLIP_DURATION,
  };
  return addToFreeSlot(db, uid, paths.clips(uid), clip, CLIPS_LIMIT_TOAST);
}

const clean = (text: string) => sanitizeProfileText(text).trim();

/** Adds `item` under a new id of `collectionPath`, taking one profile edit. Returns the id. */
async function addWithNewId(
  db: Firestore,
  uid: string,
  collectionPath: string,
  item: object,
): Promise<string> {
  const added = doc(collection(db, collectionPath));
  await writeWithBudget(db, uid, 'editProfile', (transaction) => {
    transaction.set(added, { ...item, createdAt: serverTimestamp() });
  });
  return added.id;
}

/** Adds a concert (date and performer required, content checked). Returns its id. */
export async function addConcert(db: Firestore, uid: string, input: ConcertInput): Promise<string> {
  const concert = parseProfileInput(concertInputSchema, input);
  return addWithNewId(db, uid, paths.concerts(uid), {
    date: concert.date.trim(),
    performer: clean(concert.performer),
    orchestra: clean(concert.orchestra),
    conductor: clean(concert.conductor),
    venue: clean(concert.venue),
    program: clean(concert.program),
  });
}

/** Adds an album (title and performer required, content checked). Returns its id. */
export async function addAlbum(db: Firestore, uid: string, input: AlbumInput): Promise<string> {
  const album = parseProfileInput(albumInputSchema, input);
  return addWithNewId(db, uid, paths.albums(uid), {
    title: clean(album.title),
    performer: clean(album.performer),
    composer: clean(album.composer),
    orchestra: clean(album.orchestra),
  });
}

/** Removes one item of a list section, taking one profile edit. */
const removeItem = (db: Firestore, uid: string, path: string) =>
  writeWithBudget(db, uid, 'editProfile', (transaction) => {
    transaction.delete(doc(db, path));
  });

export const removeFavoriteRecording = (db: Firestore, uid: string, slot: string) =>
  removeItem(db, uid, paths.favoriteRecording(uid, slot));
export const removeClip = (db: Firestore, uid: string, slot: string) =>
  removeItem(db, uid, paths.clip(uid, slot));
export const removeConcert = (db: Firestore, uid: string, concertId: string) =>
  removeItem(db, uid, paths.concert(uid, concertId));
export const removeAlbum = (db: Firestore, uid: string, albumId: string) =>
  removeItem(db, uid, paths.album(uid, albumId));

// Where Firestore names a member's served picture: the avatar's URLs on the public
// card, the banner's in its own section. Read by the report callables, cleared by the member's
// removal and by staff removing a reported picture alike.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  paths,
  readStoredFields,
  profileBannerSchema,
  profileSchema,
  type PictureKind,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { storedDoc, type Writes } from '../shared/stored.js';

/** The document that names the picture: the card (avatar) or sections/banner. */
export const pictureUrlRef = (uid: string, kind: PictureKind): DocumentReference =>
  db.doc(kind === 'avatar' ? paths.profile(uid) : paths.profileBanner(uid));

/** The picture's URL as a report keeps it (the avatar's largest size), or null when none. */
export function servedPictureUrl(snapshot: DocumentSnapshot, kind: PictureKind): string | null {
  if (!snapshot.exists) return null;
  if (kind === 'avatar') {
    return readStoredFields(profileSchema, snapshot.data(), ['avatar']).avatar?.s256 ?? null;
  }
  return readStoredFields(profileBannerSchema, snapshot.data(), ['url']).url ?? null;
}

/** Takes the URLs down: the card's `avatar` field, or the banner's section. */
export function clearPictureUrl(writes: Writes, uid: string, kind: PictureKind): void {
  if (kind === 'avatar') {
    writes.update(storedDoc(profileSchema, paths.profile(uid)), { avatar: FieldValue.delete() });
  } else {
    writes.delete(storedDoc(profileBannerSchema, paths.profileBanner(uid)));
  }
}

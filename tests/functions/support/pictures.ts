// Pictures for the suites: photos drawn with sharp, uploaded as the web app uploads
// them (processPictureUpload then serves them), and what Storage and the card hold after.
import { getStorage as adminStorage } from 'firebase-admin/storage';
import { getFirestore as clientFirestore, connectFirestoreEmulator } from 'firebase/firestore';
import { ref, uploadBytesResumable } from 'firebase/storage';
import sharp from 'sharp';
import { avatarUrlsOf, paths, type PictureKind } from '@salon/domain';
import { uploadProfilePicture } from '../../../web/src/features/profiles/api/profile-pictures.js';
import { adminApp, clientStorage, stackEndpoints } from '../../support/stack-endpoints.js';
import { adminDb, type Member } from './functions-env.js';

export const GPS_MARKER = 'Marker-Artist-Weimar';

/** A phone photo in miniature: a JPEG whose EXIF carries an artist and a GPS position. */
export const photo = (background: string) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Artist: GPS_MARKER }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

export const jpegBlob = (bytes: Buffer) =>
  new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

/** Uploads as the web app does and resolves once the function has answered. */
export function upload(member: Member, kind: PictureKind, picture: Blob): Promise<void> {
  const firestore = clientFirestore(member.functions.app);
  const [host, port] = stackEndpoints().firestoreHost.split(':') as [string, string];
  try {
    connectFirestoreEmulator(firestore, host, Number(port));
  } catch {
    // Connected by an earlier upload of the same member.
  }
  const sdk = { storage: clientStorage(member.functions.app), ref, uploadBytesResumable };
  return uploadProfilePicture(sdk, firestore, member.uid, kind, picture, () => undefined).done;
}

const bucket = () => adminStorage(adminApp()).bucket(stackEndpoints().storageBucket);
export const filesUnder = async (prefix: string) =>
  (await bucket().getFiles({ prefix }))[0].map((file) => file.name);
export const avatarOf = async (member: Member) =>
  avatarUrlsOf((await adminDb().doc(paths.profile(member.uid)).get()).get('avatar'));

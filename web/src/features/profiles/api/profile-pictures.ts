// A member's picture upload: the cropped image goes to the member's own uploads folder in Cloud
// Storage (storage.rules check owner, type and size), and processPictureUpload answers in
// profiles/{uid}/pictureUploads/{uploadId} whether it was served or refused, and why. The upload
// can be followed (progress) and cancelled; its outcome arrives live.
import { doc, onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import type { FirebaseStorage, UploadTask } from 'firebase/storage';
import {
  PICTURE_MESSAGES,
  paths,
  pictureFileProblem,
  picturePaths,
  pictureUploadStatusSchema,
  profileBannerSchema,
  type PictureKind,
  type PictureUploadStatus,
} from '@salon/domain';
import { readDocument } from '../../../lib/documents';
import { inputRefused } from '../../../lib/app-error';

export interface PictureUpload {
  /** Stops the transfer; `done` then rejects with "Upload cancelled." */
  cancel(): void;
  /** Resolves once the picture is served; rejects with the reason it was not. */
  readonly done: Promise<void>;
}

/** What the upload needs: the Storage SDK's functions, loaded with the dialog. */
export interface StorageSdk {
  readonly storage: FirebaseStorage;
  readonly ref: typeof import('firebase/storage').ref;
  readonly uploadBytesResumable: typeof import('firebase/storage').uploadBytesResumable;
}

/**
 * Uploads `picture` as the member's new `kind`, reporting the share sent (0 to 1), and waits for
 * the function's outcome. A file of the wrong type or size is refused before anything is sent.
 */
export function uploadProfilePicture(
  { storage, ref, uploadBytesResumable }: StorageSdk,
  firestore: Firestore,
  uid: string,
  kind: PictureKind,
  picture: Blob,
  onProgress: (sent: number) => void,
): PictureUpload {
  const problem = pictureFileProblem(picture);
  if (problem) return { cancel: () => undefined, done: Promise.reject(inputRefused(problem)) };
  const uploadId = crypto.randomUUID();
  const task: UploadTask = uploadBytesResumable(
    ref(storage, picturePaths.upload(uid, kind, uploadId)),
    picture,
    { contentType: picture.type },
  );
  const sent = new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => onProgress(snapshot.bytesTransferred / Math.max(snapshot.totalBytes, 1)),
      (error) =>
        reject(
          inputRefused(
            error.code === 'storage/canceled'
              ? PICTURE_MESSAGES.uploadCancelled
              : PICTURE_MESSAGES.uploadFailed,
          ),
        ),
      () => resolve(),
    );
  });
  return {
    cancel: () => task.cancel(),
    done: sent.then(() => outcomeOf(firestore, uid, uploadId)),
  };
}

/** Waits for processPictureUpload's word on the upload: served, or refused with its reason. */
function outcomeOf(firestore: Firestore, uid: string, uploadId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      doc(firestore, paths.pictureUpload(uid, uploadId)),
      (snapshot) => {
        if (!snapshot.exists()) return;
        stop();
        let outcome: PictureUploadStatus;
        try {
          outcome = readDocument(pictureUploadStatusSchema, snapshot)!;
        } catch {
          reject(inputRefused(PICTURE_MESSAGES.uploadFailed));
          return;
        }
        if (outcome.status === 'done') resolve();
        else reject(inputRefused(outcome.message));
      },
      () => {
        stop();
        reject(inputRefused(PICTURE_MESSAGES.uploadFailed));
      },
    );
  });
}

/**
 * The banner's URL, live; null when the member has none. Refused, like the other sections, to
 * whoever may not read a private profile's sections.
 */
export function subscribeToProfileBanner(
  db: Firestore,
  uid: string,
  onBanner: (url: string | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, paths.profileBanner(uid)),
    (snapshot) => onBanner(readDocument(profileBannerSchema, snapshot)?.url ?? null),
    onError,
  );
}

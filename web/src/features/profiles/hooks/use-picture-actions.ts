import { useMemo } from 'react';
import type { PictureKind } from '@salon/domain';
import { callFunction } from '../../../lib/call-function';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { cropPicture, decodePicture } from '../api/crop-picture';
import { uploadProfilePicture } from '../api/profile-pictures';
import type { PictureDialogActions } from '../components/PictureDialog';

/** What the picture dialog does for the member `uid`'s `kind`: decode, crop, upload, remove. */
export function usePictureActions(uid: string, kind: PictureKind): PictureDialogActions {
  const services = useFirebaseServices();
  return useMemo(
    () => ({
      async decode(source) {
        await decodePicture(source);
      },
      crop: cropPicture,
      async upload(picture, onProgress) {
        // The Storage SDK's code and instance arrive with the first upload.
        const [{ ref, uploadBytesResumable }, storage] = await Promise.all([
          import('firebase/storage'),
          services.storage(),
        ]);
        const sdk = { storage, ref, uploadBytesResumable };
        return uploadProfilePicture(sdk, services.firestore, uid, kind, picture, onProgress);
      },
      async remove() {
        await callFunction(services, 'removeProfilePicture', { kind });
      },
    }),
    [services, uid, kind],
  );
}

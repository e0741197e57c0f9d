// The storage suite's page script: the browser build of `firebase/storage` (unmodified), driven
// through globalThis.storageHarness by page.evaluate; every result is plain JSON.
import { initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getMetadata,
  getStorage,
  listAll,
  ref,
  updateMetadata,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';

let storage: FirebaseStorage | undefined;

function connected(): FirebaseStorage {
  if (!storage) throw new Error('connect() first');
  return storage;
}

/** A failure as the SDK reports it, for the suite to compare. */
async function outcome<T>(run: () => Promise<T>): Promise<{ ok: T } | { code: string }> {
  try {
    return { ok: await run() };
  } catch (error) {
    return { code: (error as { code?: string }).code ?? String(error) };
  }
}

const storageHarness = {
  connect(port: number, bucket: string, uid: string | null) {
    const app = initializeApp(
      { projectId: 'demo-storage-browser', apiKey: 'demo-key', storageBucket: bucket },
      `app-${Math.random()}`,
    );
    storage = getStorage(app);
    connectStorageEmulator(storage, '127.0.0.1', port, uid ? { mockUserToken: { sub: uid } } : {});
  },

  uploadText: (path: string, text: string, contentType: string) =>
    outcome(async () => {
      const { metadata } = await uploadString(ref(connected(), path), text, 'raw', { contentType });
      return { size: metadata.size, contentType: metadata.contentType };
    }),

  /** A resumable upload of `size` bytes; the progress events' bytes, in order. */
  uploadResumable: (path: string, size: number) =>
    outcome(async () => {
      const bytes = new Uint8Array(size).map((_, i) => i % 256);
      const task = uploadBytesResumable(ref(connected(), path), bytes, {
        contentType: 'application/octet-stream',
      });
      const progress: number[] = [];
      task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
      const snapshot = await task;
      return { size: snapshot.metadata.size, progress };
    }),

  /** getDownloadURL, then the page's own fetch of it, as an <img> or a link would load it. */
  downloadText: (path: string) =>
    outcome(async () => {
      const url = await getDownloadURL(ref(connected(), path));
      const response = await fetch(url);
      return { status: response.status, text: await response.text() };
    }),

  relabel: (path: string, caption: string) =>
    outcome(async () => {
      await updateMetadata(ref(connected(), path), { customMetadata: { caption } });
      return (await getMetadata(ref(connected(), path))).customMetadata ?? {};
    }),

  list: (path: string) =>
    outcome(async () => {
      const result = await listAll(ref(connected(), path));
      return {
        items: result.items.map((item) => item.fullPath),
        prefixes: result.prefixes.map((prefix) => prefix.fullPath),
      };
    }),

  remove: (path: string) => outcome(() => deleteObject(ref(connected(), path))),
};

export type StorageHarness = typeof storageHarness;
Object.assign(globalThis, { storageHarness });

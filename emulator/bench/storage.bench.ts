// Benchmarks of our Storage emulator as the site uses it: the unmodified web SDK uploading
// pictures under storage.rules-like open rules, downloading them, and listing a folder; and the
// memory its objects take (they are held in memory until exported). Prints figures only.
import { randomBytes } from 'node:crypto';
import { getBytes, listAll, ref, uploadBytes, uploadBytesResumable } from 'firebase/storage';
import { test } from 'vitest';
import { startStorageTestStack } from '../test/storage/support.js';
import { percentile, timeRounds } from './timing.js';

const summary = (times: number[]) =>
  `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`;

/** Memory kept by this process (the SDK and the emulator both run in it) after a collection. */
function keptMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1024 / 1024;
}

test('storage emulator: uploads, downloads, listing and memory', async () => {
  const stack = await startStorageTestStack('demo-bench-storage');
  const storage = stack.client({ sub: 'bench-member' });
  try {
    const picture = randomBytes(200 * 1024);
    const small = await timeRounds(50, (round) =>
      uploadBytes(ref(storage, `members/bench/uploads/avatar/${round}`), picture, {
        contentType: 'image/jpeg',
      }),
    );
    const downloads = await timeRounds(50, (round) =>
      getBytes(ref(storage, `members/bench/uploads/avatar/${round}`)),
    );

    const large = randomBytes(10 * 1024 * 1024);
    // An UploadTask is a thenable, not a Promise: awaiting it waits for the last chunk.
    const resumable = await timeRounds(5, async (round) => {
      await uploadBytesResumable(ref(storage, `members/bench/uploads/banner/${round}`), large, {
        contentType: 'image/png',
      });
    });

    const listing = await timeRounds(10, () =>
      listAll(ref(storage, 'members/bench/uploads/avatar')),
    );

    const before = keptMb();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        uploadBytes(ref(storage, `members/bench/memory/${index}`), large, {
          contentType: 'image/png',
        }),
      ),
    );
    const kept = keptMb() - before;

    console.log(
      [
        `storage: 200 KB upload (multipart), 50 rounds: ${summary(small)}`,
        `storage: 200 KB download by the SDK, 50 rounds: ${summary(downloads)}`,
        `storage: 10 MB upload (resumable), 5 rounds: ${summary(resumable)}`,
        `storage: list a folder of 50 objects, 10 rounds: ${summary(listing)}`,
        `storage: 200 MB more of objects keep ${kept.toFixed(0)} MB of heap and buffers`,
      ].join('\n'),
    );
  } finally {
    await stack.stop();
  }
});

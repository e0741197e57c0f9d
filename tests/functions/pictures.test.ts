// A member's picture from upload to face, through the web app's own upload function:
// the original lands in the member's uploads folder, processPictureUpload serves it in the
// site's sizes without EXIF and names it on the card in one write, deletes the original and the
// previous picture; what does not decode is refused with its reason and deleted; uploads are rate
// limited; removeProfilePicture takes the files and URLs down. The function answers the member
// first and cleans up after, so what it deletes is waited for, not read at once.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PICTURE_MESSAGES,
  RATE_LIMIT_TOAST,
  RATE_LIMITS,
  avatarUrlsOf,
  paths,
  picturePaths,
  rateWindowAt,
} from '@salon/domain';
import { adminDb, newMember, type Member } from './support/functions-env.js';
import { GPS_MARKER, avatarOf, filesUnder, jpegBlob, photo, upload } from './support/pictures.js';

let member: Member;
beforeAll(async () => {
  member = await newMember('pictures');
});
afterAll(async () => member.close());

describe('processPictureUpload', () => {
  it('serves an avatar in three sizes with no EXIF, named on the card, the original gone', async () => {
    await upload(member, 'avatar', jpegBlob(await photo('#884422')));
    const avatar = await avatarOf(member);
    expect(avatar).not.toBeNull();
    for (const [name, size] of [
      ['s48', 48],
      ['s96', 96],
      ['s256', 256],
    ] as const) {
      const served = Buffer.from(await (await fetch(avatar![name])).arrayBuffer());
      const metadata = await sharp(served).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: size, height: size });
      expect(metadata.exif).toBeUndefined();
      expect(served.includes(GPS_MARKER)).toBe(false);
    }
    await expect.poll(() => filesUnder(`members/${member.uid}/uploads/`)).toEqual([]);
    // The admin list's row shows the face too (mirrorMemberProfile).
    await expect
      .poll(async () =>
        avatarUrlsOf((await adminDb().doc(`${paths.userRoles}/${member.uid}`).get()).get('avatar')),
      )
      .toEqual(avatar);
  });

  it('replaces the picture: the previous one’s files are deleted', async () => {
    await upload(member, 'avatar', jpegBlob(await photo('#224488')));
    const first = await avatarOf(member);
    await upload(member, 'avatar', jpegBlob(await photo('#448822')));
    const second = await avatarOf(member);
    expect(second?.s96).not.toBe(first?.s96);
    await expect
      .poll(() => filesUnder(`${picturePaths.served(member.uid, 'avatar')}/`))
      .toHaveLength(3);
    expect((await fetch(first!.s96)).status).toBe(404);
  });

  it('puts a banner in sections/banner, 1500 x 500', async () => {
    await upload(member, 'banner', jpegBlob(await photo('#663399')));
    const url = (await adminDb().doc(paths.profileBanner(member.uid)).get()).get('url') as string;
    const served = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ width: 1500, height: 500 });
  });

  it.each([
    ['an SVG sent as a JPEG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a truncated JPEG', Buffer.alloc(0)],
  ])('refuses %s with its reason, deletes it and changes nothing', async (_, bytes) => {
    const before = await avatarOf(member);
    const picture = bytes.length > 0 ? bytes : (await photo('#000000')).subarray(0, 900);
    await expect(upload(member, 'avatar', jpegBlob(picture))).rejects.toThrow(
      PICTURE_MESSAGES.notAnImage,
    );
    expect(await avatarOf(member)).toEqual(before);
    await expect.poll(() => filesUnder(`members/${member.uid}/uploads/`)).toEqual([]);
  });

  it('refuses an upload over the rate limit with "Slow Down", changing nothing', async () => {
    const limit = RATE_LIMITS.uploadPicture;
    /** A member whose window is full; run again if the ten-minute window turned meanwhile. */
    async function overTheLimit() {
      const busy = await newMember('pictures-busy');
      const window = rateWindowAt(limit, Date.now()).index;
      await adminDb()
        .doc(paths.rateWindow(busy.uid, 'uploadPicture', window))
        .set({ count: limit.max });
      const refusal = await upload(busy, 'avatar', jpegBlob(await photo('#123456'))).then(
        () => null,
        (error: Error) => error.message,
      );
      const sameWindow = rateWindowAt(limit, Date.now()).index === window;
      return { busy, refusal, sameWindow };
    }
    let attempt = await overTheLimit();
    if (!attempt.sameWindow) attempt = await overTheLimit();
    expect(attempt.refusal).toBe(RATE_LIMIT_TOAST.description);
    expect(await avatarOf(attempt.busy)).toBeNull();
    await attempt.busy.close();
  });
});

describe('removeProfilePicture', () => {
  it('deletes the served files, then the URLs', async () => {
    await upload(member, 'avatar', jpegBlob(await photo('#aa5500')));
    expect(await member.call('removeProfilePicture', { kind: 'avatar' })).toEqual({
      removed: true,
    });
    expect(await avatarOf(member)).toBeNull();
    expect(await filesUnder(`${picturePaths.served(member.uid, 'avatar')}/`)).toEqual([]);
  });
});

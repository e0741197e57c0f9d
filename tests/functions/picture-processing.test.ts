// What the picture function serves of an upload: only pictures that decode as JPEG,
// PNG or WebP within the pixel bound, re-encoded as WebP in the site's sizes, with no EXIF left.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_MESSAGES } from '@salon/domain';
import { processPicture } from '../../functions/src/profiles/picture-processing.js';

/** A phone photo in miniature: a JPEG whose EXIF names its artist and GPS position. */
const GPS_MARKER = 'Marker-Artist-Vienna';
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#884422' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: GPS_MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 12/1 30/1' },
    })
    .toBuffer();

/** A small PNG whose header claims `width` x `height` pixels: a decompression bomb's shape. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12 to 28).
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('processPicture', () => {
  it('serves an avatar in three square WebP sizes with no EXIF (no GPS position)', async () => {
    const upload = await photo();
    expect((await sharp(upload).metadata()).exif?.includes(GPS_MARKER)).toBe(true);
    const result = await processPicture('avatar', upload);
    if (!result.ok) throw new Error(result.message);
    expect(result.pictures.map(({ name, width, height }) => [name, width, height])).toEqual([
      ['s48', 48, 48],
      ['s96', 96, 96],
      ['s256', 256, 256],
    ]);
    for (const picture of result.pictures) {
      const served = await sharp(picture.bytes).metadata();
      expect(served).toMatchObject({ format: 'webp', width: picture.width });
      expect(served.exif).toBeUndefined();
      expect(served.xmp).toBeUndefined();
      expect(picture.bytes.includes(GPS_MARKER)).toBe(false);
    }
  });

  it('serves a banner at 1500 x 500 from a PNG', async () => {
    const upload = await sharp({
      create: { width: 1800, height: 900, channels: 4, background: '#224488' },
    })
      .png()
      .toBuffer();
    const result = await processPicture('banner', upload);
    if (!result.ok) throw new Error(result.message);
    expect(result.pictures).toHaveLength(1);
    expect(await sharp(result.pictures[0]!.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 1500,
      height: 500,
    });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')],
    ['a renamed executable', Buffer.from('\u007fELF\u0002\u0001\u0001\u0000 not a picture')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s as not a picture', async (_, upload) => {
    expect(await processPicture('avatar', upload)).toEqual({
      ok: false,
      message: PICTURE_MESSAGES.notAnImage,
    });
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await photo();
    expect(await processPicture('avatar', whole.subarray(0, whole.length / 2))).toEqual({
      ok: false,
      message: PICTURE_MESSAGES.notAnImage,
    });
  });

  it('refuses a 10,000 x 10,000 decompression bomb by its header, before decoding', async () => {
    const bomb = await pngClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    expect(await processPicture('avatar', bomb)).toEqual({
      ok: false,
      message: PICTURE_MESSAGES.tooManyPixels,
    });
  });
});

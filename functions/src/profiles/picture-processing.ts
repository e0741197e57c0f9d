// Turns an uploaded file into the pictures the site serves, or says why it cannot.
// Nothing a member uploads is served as sent: the bytes must decode as a JPEG, PNG or WebP of a
// bounded size (a renamed executable, an SVG, a truncated file or a decompression bomb is
// refused), and every served file is a fresh WebP encoding, which carries no EXIF (a phone
// photo's GPS position) or other metadata: sharp writes none unless asked to.
import sharp, { type Metadata } from 'sharp';
import {
  AVATAR_SIZES,
  BANNER_SIZE,
  PICTURE_MAX_INPUT_PIXELS,
  PICTURE_MESSAGES,
  type PictureKind,
} from '@salon/domain';

/** The formats sharp may report for an accepted upload. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ServedPicture {
  /** The file's name without extension: `s48`, `s96`, `s256` or `banner`. */
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: Buffer;
}

export type ProcessedPicture =
  | { readonly ok: true; readonly pictures: readonly ServedPicture[] }
  | { readonly ok: false; readonly message: string };

/** What the site serves of one kind: each size's name and box. */
function targetsOf(kind: PictureKind) {
  return kind === 'avatar'
    ? AVATAR_SIZES.map((size) => ({ name: `s${size}`, width: size, height: size }))
    : [{ name: 'banner', ...BANNER_SIZE }];
}

export async function processPicture(kind: PictureKind, bytes: Buffer): Promise<ProcessedPicture> {
  // The header is read first: a bomb is refused by its declared size before any pixel is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { ok: false, message: PICTURE_MESSAGES.notAnImage };
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    return { ok: false, message: PICTURE_MESSAGES.notAnImage };
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PICTURE_MAX_INPUT_PIXELS) {
    return { ok: false, message: PICTURE_MESSAGES.tooManyPixels };
  }
  try {
    const pictures = await Promise.all(
      targetsOf(kind).map(async ({ name, width, height }) => {
        // failOn 'warning' (the default, said here because it matters): a truncated file fails.
        // rotate() turns the pixels as EXIF says before the metadata is dropped.
        const resized = await sharp(bytes, {
          failOn: 'warning',
          limitInputPixels: PICTURE_MAX_INPUT_PIXELS,
        })
          .rotate()
          .resize(width, height, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
        return { name, width, height, bytes: resized };
      }),
    );
    return { ok: true, pictures };
  } catch {
    return { ok: false, message: PICTURE_MESSAGES.notAnImage };
  }
}

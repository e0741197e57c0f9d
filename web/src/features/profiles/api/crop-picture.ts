// The crop a member chose, as the file to upload: drawn on a canvas from the chosen image and
// encoded as JPEG. Never larger than the function needs to make the site's sizes with room to
// spare, so a 48-megapixel photo does not travel whole.
import { BANNER_SIZE, type PictureKind } from '@salon/domain';
import { AppError } from '../../../lib/app-error';

interface Area {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The largest upload side, per kind: twice the largest served size. */
const MAX_WIDTH: Record<PictureKind, number> = { avatar: 512, banner: BANNER_SIZE.width * 2 };

/**
 * The chosen file as a decoded image; rejects when the browser cannot read it as a picture (a
 * text file named .png), which the dialog tells before showing the cropper.
 */
export async function decodePicture(source: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = source;
  await image.decode();
  return image;
}

export async function cropPicture(source: string, area: Area, kind: PictureKind): Promise<Blob> {
  const image = await decodePicture(source);
  const scale = Math.min(1, MAX_WIDTH[kind] / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new AppError('unknown', 'This browser cannot crop pictures.');
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new AppError('unknown', 'The crop could not be encoded.')),
      'image/jpeg',
      0.92,
    ),
  );
}

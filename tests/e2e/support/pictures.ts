// Pictures as a member's camera would make them, and the own profile's picture dialog, for the
// walks that need a member with a face (profiles, moderation, accessibility).
import sharp from 'sharp';
import { expect, type Page } from './test.js';
import { expectToast } from './toast.js';

/** A PNG of one colour. */
export const picture = (background: string, width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A blue picture with a red square in its centre, a ninth of the square a 1:1 crop takes. */
export const redCentre = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: { create: { width: 160, height: 160, channels: 3, background: '#ff0000' } },
        left: 240,
        top: 160,
      },
    ])
    .png()
    .toBuffer();

/** Chooses `bytes` in the picture dialog `button` opens, waits for the crop's preview. */
export async function choosePicture(page: Page, button: string, bytes: Buffer) {
  await page
    .getByRole('region', { name: 'My Profile', exact: true })
    .getByRole('button', { name: button })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: bytes });
  await expect(dialog.getByRole('img', { name: 'Preview' })).toBeVisible();
  return dialog;
}

/** On the own profile: chooses `bytes`, zooms in with the keyboard if asked, saves. */
export async function savePicture(
  page: Page,
  button: string,
  bytes: Buffer,
  zoom?: 'zoom in fully',
) {
  const dialog = await choosePicture(page, button, bytes);
  if (zoom) await dialog.getByRole('slider', { name: 'Zoom' }).press('End');
  await dialog.getByRole('button', { name: 'Save picture' }).click();
  await expectToast(page, 'Picture updated');
}

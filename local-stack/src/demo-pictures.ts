// The demo members' pictures, drawn at seed time so the repository carries no image
// files: a portrait-like badge per member (two colours of their own, a soft light, the curve of a
// violin's f-hole) and one banner (a stave of five lines). They are uploaded as members upload,
// into members/{uid}/uploads/, so processPictureUpload serves them as it serves anyone's.
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { picturePaths, type PictureKind } from '@salon/domain';
import { DEMO_PEOPLE, demoPerson } from './demo-people.js';

/** Each demo member's two colours, by username. */
const PALETTES: Record<string, readonly [string, string]> = {
  clara: ['#3b2f63', '#c9a227'],
  felix: ['#1f4e5f', '#9fd3c7'],
  fanny: ['#7a2e3a', '#f2c57c'],
  amadeus: ['#2d4a22', '#e8d8a8'],
  lili: ['#4b3b6b', '#f4a9b8'],
};

function avatarSvg([dark, light]: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><radialGradient id="g" cx="35%" cy="30%" r="80%">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>
  </radialGradient></defs>
  <rect width="512" height="512" fill="url(#g)"/>
  <path d="M256 96 C196 176 316 232 256 312 C216 366 246 406 256 416" fill="none"
    stroke="${light}" stroke-width="22" stroke-linecap="round" opacity="0.85"/>
  <circle cx="256" cy="96" r="22" fill="${light}"/><circle cx="256" cy="416" r="22" fill="${light}"/>
</svg>`;
}

function bannerSvg([dark, light]: readonly [string, string]): string {
  const staff = [0, 1, 2, 3, 4]
    .map((line) => `<line x1="0" x2="1500" y1="${190 + line * 30}" y2="${190 + line * 30}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500" viewBox="0 0 1500 500">
  <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
  </linearGradient></defs>
  <rect width="1500" height="500" fill="url(#g)"/>
  <g stroke="#ffffff" stroke-opacity="0.55" stroke-width="4">${staff}</g>
</svg>`;
}

/** A demo member's picture of `kind` as a PNG, as a member's browser would send a crop. */
export async function demoPicture(username: string, kind: PictureKind): Promise<Buffer> {
  const palette = PALETTES[username] ?? (['#333333', '#bbbbbb'] as const);
  const svg = kind === 'avatar' ? avatarSvg(palette) : bannerSvg(palette);
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Every demo member's avatar, and Clara's banner, uploaded as a member's browser uploads them;
 * the functions host's processPictureUpload serves them (the seed waits for its triggers).
 */
export async function seedDemoPictures(app: App): Promise<void> {
  const bucket = getStorage(app).bucket();
  const upload = async (username: string, uid: string, kind: PictureKind) =>
    bucket
      .file(picturePaths.upload(uid, kind, `demo-${kind}`))
      .save(await demoPicture(username, kind), { contentType: 'image/png', resumable: false });
  await Promise.all([
    ...DEMO_PEOPLE.map((person) => upload(person.username, person.uid, 'avatar')),
    upload('clara', demoPerson('clara').uid, 'banner'),
  ]);
}

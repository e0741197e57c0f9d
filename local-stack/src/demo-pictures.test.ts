import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPicture } from './demo-pictures.js';

describe('demoPicture', () => {
  it('draws a square avatar and a 3:1 banner, different for each member', async () => {
    const clara = await demoPicture('clara', 'avatar');
    expect(await sharp(clara).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect(await sharp(await demoPicture('clara', 'banner')).metadata()).toMatchObject({
      width: 1500,
      height: 500,
    });
    expect(clara.equals(await demoPicture('felix', 'avatar'))).toBe(false);
  });
});

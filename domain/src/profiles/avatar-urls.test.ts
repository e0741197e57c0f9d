import { describe, expect, it } from 'vitest';
import { avatarUrlsOf } from './avatar-urls.js';
import { avatarUrlsSchema } from './pictures.js';

const urls = { s48: 'https://a.example/48', s96: 'https://a.example/96', s256: 'http://a/256' };

describe('avatarUrlsOf', () => {
  it('reads the three URLs the picture function writes', () => {
    expect(avatarUrlsOf(urls)).toEqual(urls);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'https://a.example/48'],
    ['a size missing', { s48: urls.s48, s96: urls.s96 }],
    ['a script address', { ...urls, s96: 'javascript:alert(1)' }],
    ['a number', { ...urls, s256: 256 }],
  ])('reads %s as no picture, as the schema would refuse it', (_, value) => {
    expect(avatarUrlsOf(value)).toBeNull();
    expect(avatarUrlsSchema.safeParse(value).success).toBe(false);
  });
});

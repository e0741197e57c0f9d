import { describe, expect, it } from 'vitest';
import { cssUrl } from './ProfileHeader';

describe('cssUrl', () => {
  it('keeps a Storage download URL as it is, its encoded object name included', () => {
    const url =
      'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/members%2Fu1%2Fbanner%2Fs1500.webp?alt=media&token=t';
    expect(cssUrl(url)).toBe(`url("${url}")`);
  });

  it('encodes a quote so the URL cannot end the CSS string, and refuses what is no URL', () => {
    expect(cssUrl('https://pics.example/a"b.webp')).toBe('url("https://pics.example/a%22b.webp")');
    expect(cssUrl('not a url')).toBeUndefined();
  });
});

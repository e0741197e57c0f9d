import { describe, expect, it } from 'vitest';
import { cssUrl, isHostInDomain, isHttpUrl, parseHttpUrl } from '../index.js';

describe('http URLs', () => {
  it('accept absolute http and https URLs, trimmed', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(parseHttpUrl(' http://example.com ')?.hostname).toBe('example.com');
  });

  it('refuse other schemes and unparsable text', () => {
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });

  it('match a domain and its subdomains only', () => {
    expect(isHostInDomain('open.spotify.com', 'spotify.com')).toBe(true);
    expect(isHostInDomain('Spotify.com', 'spotify.com')).toBe(true);
    expect(isHostInDomain('notspotify.com', 'spotify.com')).toBe(false);
  });
});

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

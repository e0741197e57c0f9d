import { describe, expect, it } from 'vitest';
import { isHostInDomain, isHttpUrl, parseHttpUrl } from '../index.js';

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

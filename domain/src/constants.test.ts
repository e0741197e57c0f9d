import { describe, expect, it } from 'vitest';
import { FOOTER_YEAR, FORUM_NAME, SITE_TAGLINE } from './index.js';

describe('site constants', () => {
  it('names the site and the forum as the spec does', () => {
    expect(SITE_TAGLINE).toBe('The Social Home of Classical Music');
    expect(FORUM_NAME).toBe('The Salon');
    expect(FOOTER_YEAR).toBe(2025);
  });
});

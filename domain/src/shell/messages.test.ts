import { describe, expect, it } from 'vitest';
import { comingSoonToast } from '../index.js';

describe('comingSoonToast', () => {
  it('names the integration', () => {
    expect(comingSoonToast('TikTok')).toEqual({
      title: 'Coming Soon',
      description: 'TikTok integration is coming soon!',
    });
    expect(comingSoonToast('Instagram').description).toBe('Instagram integration is coming soon!');
  });
});

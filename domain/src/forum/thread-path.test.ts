import { describe, expect, it } from 'vitest';
import { threadPath } from './thread-path.js';

describe('threadPath', () => {
  it('leads to the discussion page, its id kept whole in one path segment', () => {
    expect(threadPath('t-42')).toBe('/salon/thread/t-42');
    expect(threadPath('a/b')).toBe('/salon/thread/a%2Fb');
  });
});

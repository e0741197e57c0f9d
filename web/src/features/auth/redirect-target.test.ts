import { describe, expect, it } from 'vitest';
import { redirectTargetFrom } from './redirect-target';

describe('redirectTargetFrom', () => {
  it('returns to the path the user came from', () => {
    expect(redirectTargetFrom({ from: '/salon/thread/t1?sort=recent' })).toBe(
      '/salon/thread/t1?sort=recent',
    );
  });

  it('accepts a router location', () => {
    expect(
      redirectTargetFrom({ from: { pathname: '/profile', search: '?tab=a', hash: '#x' } }),
    ).toBe('/profile?tab=a#x');
  });

  it.each([
    ['no state', undefined],
    ['no from', {}],
    ['another site', { from: 'https://evil.example/' }],
    ['a protocol-relative address', { from: '//evil.example/' }],
    ['the auth page itself', { from: '/auth' }],
    ['a number', { from: 42 }],
  ])('falls back to / for %s', (_case, state) => {
    expect(redirectTargetFrom(state)).toBe('/');
  });
});

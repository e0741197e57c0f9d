import { describe, expect, it } from 'vitest';
import { authImplementationFromEnv } from './auth-emulator.js';

describe('AUTH_IMPL', () => {
  it('defaults to our Auth emulator and accepts google for firebase-tools’', () => {
    expect(authImplementationFromEnv({})).toBe('ours');
    expect(authImplementationFromEnv({ AUTH_IMPL: 'ours' })).toBe('ours');
    expect(authImplementationFromEnv({ AUTH_IMPL: 'google' })).toBe('google');
  });

  it('refuses anything else, saying what it accepts', () => {
    expect(() => authImplementationFromEnv({ AUTH_IMPL: 'firebase' })).toThrow(
      'AUTH_IMPL must be "ours" or "google", not "firebase"',
    );
  });
});

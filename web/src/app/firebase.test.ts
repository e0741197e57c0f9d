// The Functions and Storage SDKs load on first use (not with the first bundle): once, and
// again after a failed fetch rather than failing every later call of the visit.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('firebase/functions');
  vi.doUnmock('firebase/storage');
  vi.resetModules();
});

describe('loadFunctions', () => {
  it('sets up the Functions SDK once, for every call after the first', async () => {
    const { loadFunctions } = await import('./firebase');
    const first = await loadFunctions();
    expect(await loadFunctions()).toBe(first);
  });

  it('fetches the SDK again on the next call when its fetch failed', async () => {
    vi.doMock('firebase/functions', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadFunctions } = await import('./firebase');
    await expect(loadFunctions()).rejects.toThrow();
    vi.doUnmock('firebase/functions');
    await expect(loadFunctions()).resolves.toBeTruthy();
  });
});

describe('loadStorage', () => {
  it('sets up the Storage SDK once, for every use after the first', async () => {
    const { loadStorage } = await import('./firebase');
    const first = await loadStorage();
    expect(await loadStorage()).toBe(first);
  });
});

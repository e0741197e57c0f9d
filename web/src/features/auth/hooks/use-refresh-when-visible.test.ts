import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_AFTER_HIDDEN_MS, useRefreshWhenVisible } from './use-refresh-when-visible';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useRefreshWhenVisible', () => {
  afterEach(() => setVisibility('visible'));

  it('refreshes when the tab comes back after a long absence', () => {
    let clock = 1_000;
    const refresh = vi.fn();
    renderHook(() => useRefreshWhenVisible(refresh, () => clock));
    setVisibility('hidden');
    clock += REFRESH_AFTER_HIDDEN_MS;
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing after a short switch to another tab', () => {
    let clock = 1_000;
    const refresh = vi.fn();
    renderHook(() => useRefreshWhenVisible(refresh, () => clock));
    setVisibility('hidden');
    clock += REFRESH_AFTER_HIDDEN_MS - 1;
    setVisibility('visible');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stops listening once unmounted', () => {
    let clock = 1_000;
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useRefreshWhenVisible(refresh, () => clock));
    unmount();
    setVisibility('hidden');
    clock += REFRESH_AFTER_HIDDEN_MS * 2;
    setVisibility('visible');
    expect(refresh).not.toHaveBeenCalled();
  });
});

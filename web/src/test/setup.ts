import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetToastsForTests } from '../components/toast/toast-store';

// jsdom lacks ResizeObserver, which Radix's popper (menus) measures with.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

afterEach(() => {
  cleanup();
  resetToastsForTests();
});

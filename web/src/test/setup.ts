import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetToastsForTests } from '../components/toast/toast-store';

// jsdom lacks ResizeObserver, which Radix's popper (menus) measures with.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// findBy* and waitFor wait for a condition, up to a ceiling. Testing Library's default ceiling,
// one second, is a guess of the machine's speed: on a busy 2-core machine a lazy menu's chunk can
// take longer to load (TopBar's bell failed so once with the other suites beside it). Ten seconds
// stays under the tests' 15 s timeout.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  resetToastsForTests();
  // Composers keep drafts on the device (lib/drafts.ts): none may leak into the next test.
  // (The node environment of feature-boundaries.test.ts has no storage.)
  globalThis.localStorage?.clear();
});

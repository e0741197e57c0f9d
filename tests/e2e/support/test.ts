// The browser suites' `test`: Playwright's, plus an automatic fixture that closes every browser
// context a test opened beside its own page (signedInPage, a second member's window). Left
// open, they keep their live listeners and timers running through every later test, slowing the
// whole suite on two cores.
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page, Response } from '@playwright/test';

export const test = base.extend<{ closesTheContextsItOpens: void }>({
  closesTheContextsItOpens: [
    async ({ browser }, use) => {
      const openBefore = new Set(browser.contexts());
      await use();
      for (const context of browser.contexts()) {
        if (!openBefore.has(context)) await context.close();
      }
    },
    { auto: true },
  ],
});

// axe-core against WCAG 2.1 A and AA, shared by the walks that check a screen they
// open: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test.js';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails with each serious or critical violation on the page as it is now, named and located. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    // Experimental in axe, so off unless asked: a control's name must contain its visible text
    // (WCAG 2.5.3, Label in Name), which speech users rely on to say what they see.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      where: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe on ${screen}`).toEqual([]);
}

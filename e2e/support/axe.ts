import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { toastAnimationsSettled } from './toasts';

/** The WCAG 2.2 AA tags every screen must pass with 0 violations. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // A toast that appeared a moment ago may still be fading in: let it settle before measuring.
  await toastAnimationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

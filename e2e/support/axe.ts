import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * axe (WCAG 2 A and AA) on the page as it stands once its animations have ended (or, with `scope`,
 * on that element only): no violations, or a readable list of what it found.
 */
export async function expectNoViolations(page: Page, label: string, scope?: Locator): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (scope) {
    await scope.evaluate((el) => el.setAttribute('data-axe-scope', ''));
    axe.include('[data-axe-scope]');
  }
  const results = await axe.analyze();
  if (scope) await scope.evaluate((el) => el.removeAttribute('data-axe-scope'));
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.html} ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect.soft(found, `${label}\n${found.join('\n')}`).toEqual([]);
}

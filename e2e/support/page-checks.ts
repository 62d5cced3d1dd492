import { expect, type Locator, type Page } from '@playwright/test';

/** The page is no wider than the screen: nothing scrolls sideways. */
export async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

/** Each named link in `region` leads where it should: `[name, href]` pairs. */
export async function expectLinks(region: Locator, links: ReadonlyArray<readonly [string, string]>): Promise<void> {
  for (const [name, href] of links) {
    await expect(region.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

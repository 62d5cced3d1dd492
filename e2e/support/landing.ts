import { expect, type Page } from '@playwright/test';

/** What the landing page's specs (`e2e/landing*.spec.ts`) share. */
export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Opens `/` at that size (in the dark theme if asked) and waits until the landing shell has hydrated it. */
export async function open(page: Page, size: { width: number; height: number }, opts: { dark?: boolean } = {}) {
  await page.setViewportSize(size);
  if (opts.dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save Together, Prosper Together.');
  // The page arrives prerendered; it answers taps once the landing shell has hydrated it.
  await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
}

/** An address nobody used before, for the newsletter and Contact Support. */
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

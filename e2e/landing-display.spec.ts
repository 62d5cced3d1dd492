import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, open } from './support/landing';

/** The landing page in Kiswahili, its animations (and none under reduced motion), and its width at 360 px. */
test('the language switch shows the page in Kiswahili and back', async ({ page }) => {
  await open(page, DESKTOP);
  const language = page.getByRole('banner').getByRole('radiogroup', { name: /^(Language|Lugha)$/ });
  await language.getByText('SW', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuweke Akiba Pamoja, Tufanikiwe Pamoja.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Jisajili' })).toHaveAttribute(
    'href',
    '/register/step-1',
  );
  expect(await page.evaluate(() => [localStorage.getItem('lang'), document.documentElement.lang])).toEqual([
    'sw',
    'sw',
  ]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuweke Akiba Pamoja, Tufanikiwe Pamoja.');
  await language.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save Together, Prosper Together.');
});

test('a section animates once when it is scrolled into view', async ({ page }) => {
  await open(page, MOBILE);
  const reveal = page.locator('#about > div');
  await expect(reveal).not.toHaveAttribute('data-reveal', /.*/);
  await page.locator('#about-title').scrollIntoViewIfNeeded();
  await expect(reveal).toHaveAttribute('data-reveal', 'play');
  expect(await reveal.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('1s');
});

test('no section animates under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, MOBILE);
  await page.locator('#about-title').scrollIntoViewIfNeeded();
  await expect(page.locator('#about-title')).toBeInViewport();
  await expect(page.locator('#about > div')).not.toHaveAttribute('data-reveal', /.*/);
});

test('at 360 px in Kiswahili nothing is wider than the screen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuweke Akiba Pamoja, Tufanikiwe Pamoja.');
  await expect(page.getByRole('button', { name: 'Wasiliana na Huduma kwa Wateja' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '/tmp/landing-360-sw.png', fullPage: true });
  for (const [top, n] of [
    [0, 0],
    [4200, 1],
  ] as const) {
    await page.screenshot({
      path: `/tmp/landing-360-sw-${n}.png`,
      fullPage: true,
      clip: { x: 0, y: top, width: 360, height: 1400 },
    });
  }
  await page.getByRole('button', { name: 'Fungua menyu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(async () => (await page.getByRole('dialog').boundingBox())?.x).toBe(0);
  await page.screenshot({ path: '/tmp/landing-360-sw-drawer.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Funga menyu' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Wasiliana na Huduma kwa Wateja' }).click();
  await expect(page.getByRole('dialog', { name: 'Wasiliana na Huduma kwa Wateja' })).toBeVisible();
  await page.screenshot({ path: '/tmp/landing-360-sw-contact.png' });
});

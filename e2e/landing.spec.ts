import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, open } from './support/landing';

/**
 * The landing page's sections and its mobile drawer. Its widgets: landing-widgets.spec.ts; language,
 * motion and width: landing-display.spec.ts; the prerendered HTML: landing-prerender.spec.ts.
 */
for (const [label, size] of [
  ['390×844', MOBILE],
  ['1280×800', DESKTOP],
] as const) {
  test(`the landing page at ${label} has every section of the specification`, async ({ page }) => {
    // The page runs under the server's content security policy: any violation or script error shows here.
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    await open(page, size);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const mobile = size.width < 992;
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible({ visible: mobile });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible({ visible: !mobile });
    if (!mobile) {
      for (const [name, href] of [
        ['Features', '#features'],
        ['Testimonials', '#testimonials'],
        ['About', '#about'],
        ['FAQs', '#faqs'],
      ] as const) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
        'href',
        '/register/step-1',
      );
    }
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register/step-1');

    const features = page.locator('#features');
    for (const title of ['Smart Goal Tracking', 'Community Savings', 'Flexible Withdrawals']) {
      await expect(features.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByTestId('claim')).toHaveText([
      '95%+ achieve savings goals',
      '90%+ find it easy to use',
      '85%+ recommend it',
    ]);
    await expect(page.locator('#about').getByRole('heading', { level: 3 })).toHaveText([
      'Sign Up',
      'Start Saving',
      'Withdraw Anytime',
      'Join Communities',
    ]);
    await expect(page.getByRole('button', { name: 'Contact Support' })).toBeVisible();
    await expect(page.locator('#faqs').getByRole('button')).toHaveCount(5);

    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Features', '#features'],
      ['About Us', '#about'],
      ['Contact', '#contact'],
      ['Privacy Policy', '#privacy-policy'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const network of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
      await expect(footer.getByRole('img', { name: `Pamoja on ${network}` })).toBeVisible();
    }
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();

    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    expect(problems).toEqual([]);
  });

  for (const dark of [false, true]) {
    test(`screenshot at ${label} in ${dark ? 'dark' : 'light'}`, async ({ page }) => {
      await open(page, size, { dark });
      await expect(page.locator('body')).toHaveClass(dark ? /theme-dark/ : /theme-light/);
      await expect(page.locator('#testimonials img')).toHaveJSProperty('complete', true);
      const file = `/tmp/landing-${size.width}-${dark ? 'dark' : 'light'}`;
      await page.screenshot({ path: `${file}.png`, fullPage: true });
      // The same page in screen-sized parts, to look at closely.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0, n = 0; top < height; top += 1200, n += 1) {
        await page.screenshot({
          path: `${file}-${n}.png`,
          fullPage: true,
          clip: { x: 0, y: top, width: size.width, height: Math.min(1200, height - top) },
        });
      }
    });
  }
}

test('the mobile drawer opens full width, its links work, and it closes', async ({ page }) => {
  await open(page, MOBILE);
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await burger.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.width).toBeCloseTo(MOBILE.width, 0);
  await drawer.getByRole('link', { name: 'FAQs' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/#faqs$/);
  await expect(page.locator('#faqs')).toBeInViewport();

  await burger.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close navigation' }).click();
  await expect(drawer).toBeHidden();

  await burger.click();
  await drawer.getByRole('link', { name: 'Testimonials' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('#testimonials')).toBeInViewport();

  await burger.click();
  await expect(drawer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await drawer.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\/step-1$/);
});

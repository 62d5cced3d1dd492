import { expect, type Page, test } from '@playwright/test';
import { LANDING_THEME_SCRIPT, landingThemeScriptHash } from '../src/shared/landing-theme-script';

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function open(page: Page, size: { width: number; height: number }, opts: { dark?: boolean } = {}) {
  await page.setViewportSize(size);
  if (opts.dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save Together, Prosper Together.');
  // The page arrives prerendered; it answers taps once the landing shell has hydrated it.
  await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
}

const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

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

test('the testimonials carousel wraps both ways and its dots jump', async ({ page }) => {
  await open(page, DESKTOP);
  const name = page.getByTestId('testimonial-name');
  const next = page.getByRole('button', { name: 'Next testimonial' });
  const previous = page.getByRole('button', { name: 'Previous testimonial' });
  const dots = page.getByRole('button', { name: /^Show testimonial/ });
  await expect(dots).toHaveCount(3);
  await expect(name).toHaveText('Amina Wanjiru');
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

  await previous.click();
  await expect(name).toHaveText('Grace Chebet');
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(dots.nth(0)).not.toHaveAttribute('aria-current', /.*/);
  await next.click();
  await expect(name).toHaveText('Amina Wanjiru');
  await next.click();
  await expect(name).toHaveText('Brian Otieno');
  await next.click();
  await expect(name).toHaveText('Grace Chebet');
  await next.click();
  await expect(name).toHaveText('Amina Wanjiru');

  await page.getByRole('button', { name: 'Show testimonial 2: Brian Otieno' }).click();
  await expect(name).toHaveText('Brian Otieno');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('testimonial').getByRole('img', { name: 'Portrait of Brian Otieno' })).toBeVisible();
  await page.getByRole('button', { name: 'Show testimonial 3: Grace Chebet' }).click();
  await expect(name).toHaveText('Grace Chebet');
  await page.getByRole('button', { name: 'Show testimonial 1: Amina Wanjiru' }).click();
  await expect(name).toHaveText('Amina Wanjiru');
});

test('the FAQ starts with its first item open and toggles', async ({ page }) => {
  await open(page, MOBILE);
  const items = page.locator('#faqs').getByRole('button');
  await expect(items).toHaveText([
    'How does Pamoja work?',
    'Is Pamoja free to use?',
    'Is my money safe?',
    'Can I withdraw my savings at any time?',
    'Can I borrow from Pamoja?',
  ]);
  await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'true');
  for (const i of [1, 2, 3, 4]) await expect(items.nth(i)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/withdraw at any time subject to the rules of your savings plan/)).toBeVisible();

  await items.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page.getByText(
      'Yes. Basic savings and goal tracking are free. Some transactions carry minimal fees, which are always shown before you confirm.',
    ),
  ).toBeVisible();

  await items.nth(2).click();
  await expect(
    page.getByText(/Your transactions are encrypted, and we work with trusted financial partners/),
  ).toBeVisible();
  await items.nth(2).click();
  await expect(items.nth(2)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/Your transactions are encrypted/)).toBeHidden();
});

test('the newsletter subscribes an address and explains a bad one', async ({ page }) => {
  await open(page, MOBILE);
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Email address' });
  await field.fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const email = uniqueEmail('news');
  await field.fill(email);
  await expect(footer.getByRole('alert')).toHaveCount(0);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!');
  await expect(field).toHaveValue('');

  // What only the server refuses is explained in the server's words.
  await field.fill('saver@example..com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(footer.getByRole('status')).toHaveCount(0);

  // Subscribing again is welcome, not an error.
  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!');
});

test('Contact Support opens a form that checks and sends the message', async ({ page }) => {
  await open(page, MOBILE);
  await page.getByRole('button', { name: 'Contact Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(dialog.getByText('Please write your message.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name (optional)' }).fill('Amina Hassan');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('contact'));
  await dialog.getByRole('textbox', { name: 'Message' }).fill('How do I start a savings goal with my chama?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you! Our support team will get back to you soon.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

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

test('the first screen is in the HTML the server sends, before any script runs', async ({ request, browser }) => {
  const res = await request.get('/', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toMatch(/<h1[^>]*>Save Together, Prosper Together\.<\/h1>/);
  expect(root).toContain('href="/register/step-1"');
  expect(root).toContain('Get Started');
  // One inline script came with it, the theme's, which the policy allows by its hash and nothing else.
  expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g)].map((m) => m[1])).toEqual([
    LANDING_THEME_SCRIPT,
  ]);
  expect(res.headers()['content-security-policy']).toContain(`script-src 'self' ${landingThemeScriptHash()};`);
  // Other pages still get the empty shell the app renders into.
  const login = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  expect(login).toContain('<div id="root"></div>');

  // Without JavaScript at all, the offer and Get Started show, styled.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save Together, Prosper Together.');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  const getStarted = page.getByRole('link', { name: 'Get Started' });
  await expect(getStarted).toBeInViewport();
  expect(await getStarted.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await context.close();
});

for (const lang of ['en', 'sw'] as const) {
  test(`the prerendered page hydrates without a console error (${lang})`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    if (lang === 'sw') await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
    const [title, open] =
      lang === 'en'
        ? ['Save Together, Prosper Together.', 'Open navigation']
        : ['Tuweke Akiba Pamoja, Tufanikiwe Pamoja.', 'Fungua menyu'];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The page answers: the menu opens, the language switch works.
    await page.getByRole('button', { name: open }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page
      .getByRole('banner')
      .getByText(lang === 'en' ? 'SW' : 'EN', { exact: true })
      .filter({ visible: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
    expect(problems).toEqual([]);
  });
}

test('a dark-theme visitor gets the dark page before any script of the app has run', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Only the HTML and its stylesheets: the app's scripts never arrive.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save Together, Prosper Together.');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(36, 36, 36)');
  expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([]);
});

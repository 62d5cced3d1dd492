import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoViolations } from './axe';
import { type E2EUser, signIn } from './users';

/**
 * What the accessibility specs (`e2e/a11y-*.spec.ts`) share: every screen and every dialog and menu
 * has no WCAG 2 A/AA violations that axe can find, in the light theme and in the dark theme.
 */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Opens a screen and waits for its main content: no pending requests, a heading, no spinner. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1:visible, h2:visible, h3:visible').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/**
 * Clicks `trigger`, checks what it opens, and closes it with Escape. Only the opened dialog or menu
 * is checked: the screen behind it was checked on its own, and while a modal's dimming overlay
 * covers it, it is inactive (its colours under the overlay are not what anyone reads).
 */
export async function checkOpened(page: Page, trigger: Locator, opened: Locator, label: string): Promise<void> {
  await trigger.click();
  await expect(opened).toBeVisible();
  // A dialog fades in: its colours are only what a reader sees once it is fully opaque (the fade
  // may not have started when the click returns, so waiting for running animations is not enough).
  await expect(opened).toHaveCSS('opacity', '1');
  await expectNoViolations(page, label, opened);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

/** Checks the dialog `title` that the button named exactly `button` opens, as "`where`: `title`". */
export async function checkDialog(page: Page, button: string, title: string, where: string): Promise<void> {
  await checkOpened(
    page,
    page.getByRole('button', { name: button, exact: true }),
    page.getByRole('dialog', { name: title }),
    `${where}: ${title}`,
  );
}

type NewContext = (browser: Browser, options: BrowserContextOptions) => Promise<BrowserContext>;

/**
 * `themedPages(newContext)` makes a phone-sized page in a theme, signed in as the user if one is given, in a
 * context that `newContext` (the spec's `closesItsContexts()`) closes after the test.
 */
export function themedPages(newContext: NewContext) {
  return async (browser: Browser, theme: Theme, user?: E2EUser): Promise<Page> => {
    const page = await (await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    if (user) await signIn(page, user);
    return page;
  };
}

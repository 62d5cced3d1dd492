import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, test } from '@playwright/test';
import { type E2EUser, signIn } from './users';

/**
 * Contexts a spec opens besides the test's own (a second user, a theme), closed after each test: left
 * open, their pages kept polling the app through every later test, and the leftover pages of a whole
 * run made a later test's teardown overrun its timeout under CI's load.
 */
export function closesItsContexts(): (browser: Browser, options: BrowserContextOptions) => Promise<BrowserContext> {
  const opened: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  return async (browser, options) => {
    const context = await browser.newContext(options);
    opened.push(context);
    return context;
  };
}

/** `signedInPages(newContext)` opens a 360×780 page signed in as the user, in a context `newContext` closes. */
export function signedInPages(
  newContext: (browser: Browser, options: BrowserContextOptions) => Promise<BrowserContext>,
): (browser: Browser, user: E2EUser) => Promise<Page> {
  return async (browser, user) => {
    const page = await (await newContext(browser, { viewport: { width: 360, height: 780 } })).newPage();
    await signIn(page, user);
    return page;
  };
}

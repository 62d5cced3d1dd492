import { expect, type Page, test } from '@playwright/test';
import { type E2EUser, registerUser, signIn, TINY_PNG } from './support/users';

/**
 * Sized for thumbs (docs/decisions/041-tap-targets.md): on a 360×740 phone every control of
 * the main screens is at least 44×44 CSS px, measured from the DOM. What counts as the target: the
 * element's box (a text field's drawn box); for a checkbox or radio, its box together with its label's
 * (tapping the label ticks it); for a visually hidden input (the language switch's radios), its label's. Exempt, as WCAG 2.5.5
 * exempts them: links inside a sentence of running text, and anything not on the page (hidden, or the
 * skip link parked above the top until it is focused).
 */
const MIN = 44;
const PHONE = { width: 360, height: 740 };

interface Target {
  what: string;
  width: number;
  height: number;
}

/** Every interactive element's target box on the page as it is. */
async function targets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="menuitem"]',
    ].join(',');
    const shown = (el: Element) => {
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && el.getClientRects().length > 0;
    };
    const visuallyHidden = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width <= 1 || r.height <= 1 || getComputedStyle(el).opacity === '0';
    };
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? el.name ?? el.type) : el.textContent);
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(name ?? '').trim().slice(0, 40)}"`;
    };
    /** A link inside a sentence: its paragraph (or list item) has more text than the link. */
    const inline = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const block = el.parentElement?.closest('p, li, td, dd, span');
      if (!block || block.tagName === 'LI' || block.tagName === 'SPAN') return false;
      return (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
    };
    const out: Array<{ what: string; width: number; height: number }> = [];
    for (const el of document.querySelectorAll(SELECTOR)) {
      if (el.closest('[aria-hidden="true"], [inert], dialog:not([open])') || inline(el)) continue;
      const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])].filter(shown) : [];
      const boxes: DOMRect[] = [];
      // A field's target is its drawn box (the password field's input sits inside one).
      const box = el.closest('.mantine-Input-input') ?? el;
      if (shown(el) && !visuallyHidden(el)) boxes.push(box.getBoundingClientRect());
      const toggle = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      if (toggle || boxes.length === 0) for (const l of labels) boxes.push(l.getBoundingClientRect());
      if (boxes.length === 0) continue;
      const left = Math.min(...boxes.map((b) => b.left));
      const right = Math.max(...boxes.map((b) => b.right));
      const top = Math.min(...boxes.map((b) => b.top));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      if (bottom + window.scrollY <= 0) continue; // parked above the page (the skip link)
      out.push({ what: describe(el), width: Math.round(right - left), height: Math.round(bottom - top) });
    }
    return out;
  });
}

async function expectThumbSized(page: Page, screen: string): Promise<void> {
  const all = await targets(page);
  expect(all.length, `${screen}: no controls found`).toBeGreaterThan(0);
  const small = all.filter((t) => t.width < MIN || t.height < MIN).map((t) => `${t.what} ${t.width}×${t.height}`);
  expect.soft(small, `${screen}: controls smaller than ${MIN}×${MIN}`).toEqual([]);
}

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1:visible, h2:visible, h3:visible').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

test.describe('tap targets at 360×740', () => {
  test.use({ viewport: PHONE });

  for (const lang of ['en', 'sw'] as const) {
    test(`the public screens (${lang})`, async ({ page }) => {
      if (lang === 'sw') await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
      await settle(page, '/');
      await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
      await expectThumbSized(page, `/ (${lang})`);
      await page.getByRole('button', { name: lang === 'en' ? 'Open navigation' : 'Fungua menyu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectThumbSized(page, `/ menu (${lang})`);
      for (const path of ['/login', '/register/step-1']) {
        await settle(page, path);
        await expectThumbSized(page, `${path} (${lang})`);
      }
    });
  }

  test.describe('signed in', () => {
    let user: E2EUser;
    let goalId: string;
    test.beforeAll(async ({ request }) => {
      user = await registerUser(request, { prefix: 'thumbs' });
      const headers = { accept: 'application/json', authorization: `Bearer ${user.token}` };
      for (const message of ['Your deposit of KES.100 has been received.', 'Welcome to Pamoja!']) {
        const res = await request.post('/api/notifications', { headers, data: { user_id: user.id, message } });
        expect(res.status(), await res.text()).toBe(201);
      }
      const goal = await request.post('/api/goals', {
        headers,
        multipart: {
          user_id: user.id,
          title: 'Shamba ya Pamoja',
          target_amount: '3000',
          end_date: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
          // A long description pushes everything below it off a phone's screen.
          description: 'A plot of land for the family, near the river. '.repeat(12),
          image: { name: 'shamba.png', mimeType: 'image/png', buffer: TINY_PNG },
        },
      });
      expect(goal.status(), await goal.text()).toBe(201);
      goalId = ((await goal.json()) as { goal: { goal_id: string } }).goal.goal_id;
    });

    test('home, deposit, settings, notifications, invite, a goal', async ({ page }) => {
      await signIn(page, user);
      for (const path of [
        '/user/home',
        '/user/deposit',
        '/user/settings',
        '/user/notifications',
        '/invite',
        `/user/goal/${goalId}`,
      ]) {
        await settle(page, path);
        await expectThumbSized(page, path);
      }
    });

    test("a goal's Contribute is on screen above the bottom navigation, without scrolling", async ({ page }) => {
      await signIn(page, user);
      await settle(page, `/user/goal/${goalId}`);
      const contribute = page.getByRole('button', { name: 'Contribute', exact: true });
      const nav = page.getByRole('navigation').last();
      const [button, bar] = [await contribute.boundingBox(), await nav.boundingBox()];
      expect(button && bar).toBeTruthy();
      expect(button!.y).toBeGreaterThanOrEqual(0);
      expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await contribute.click();
      await expect(page.getByRole('dialog', { name: 'Contribute to Goal' })).toBeVisible();
    });

    test('Mark all as read clears every unread notification at once', async ({ page }) => {
      await signIn(page, user);
      await settle(page, '/user/notifications');
      // The two posted above, and the goal's own.
      await expect(page.getByRole('button', { name: 'Mark as read', exact: true })).toHaveCount(3);
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByRole('button', { name: 'Mark as read', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Notifications/ }).first()).toHaveAttribute(
        'aria-label',
        'Notifications',
      );
    });

    test("the invite link goes to the phone's share sheet where there is one", async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __shared: ShareData[] };
        w.__shared = [];
        Object.defineProperty(navigator, 'share', {
          value: (data: ShareData) => {
            w.__shared.push(data);
            return Promise.resolve();
          },
        });
      });
      await signIn(page, user);
      await settle(page, '/invite');
      const link = await page.getByLabel('Your referral link').inputValue();
      await page.getByRole('button', { name: 'Share link' }).click();
      const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
      expect(shared).toEqual([
        { title: 'Pamoja', text: 'Join me on Pamoja and save together: sign up with my link.', url: link },
      ]);
      // The spec's Copy button stays beside it.
      await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
    });
  });
});

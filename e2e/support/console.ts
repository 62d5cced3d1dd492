import type { Page } from '@playwright/test';
import { type E2EUser, signIn } from './users';

/** Opens a console page signed in as the superadmin. */
export async function openAsAdmin(page: Page, admin: E2EUser, path: string): Promise<void> {
  await signIn(page, admin);
  await page.goto(path);
}

/** Follows a sidebar link, opening the sidebar first when it is folded away (on a phone). */
export async function followSidebar(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation').getByRole('link', { name, exact: true });
  if ((page.viewportSize()?.width ?? 0) < 768) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await link.click();
}

import type { APIRequestContext, Page } from '@playwright/test';
import { confirmedDeposit } from './api';
import { type E2EUser, registerUser } from './users';

/** What the first-use specs (`e2e/first-use*.spec.ts`) share. */

/** The screens start in Kiswahili. */
export const swahili = (page: Page) => page.addInitScript(() => localStorage.setItem('lang', 'sw'));

/** A new user (named after `prefix`) with `amount` deposited and confirmed. */
export async function userWithDeposit(request: APIRequestContext, prefix: string, amount: number): Promise<E2EUser> {
  const user = await registerUser(request, { prefix });
  await confirmedDeposit(request, user, amount);
  return user;
}

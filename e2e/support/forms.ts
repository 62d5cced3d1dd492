import type { Locator, Page } from '@playwright/test';

/** Fills the fields of `form` (label → value, in order), then presses its button named `button`. */
export async function submit(form: Page | Locator, button: string, fields: Record<string, string> = {}): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: button }).click();
}

import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, open, uniqueEmail } from './support/landing';

/** The landing page's widgets: the testimonials carousel, the FAQ, the newsletter and Contact Support. */
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

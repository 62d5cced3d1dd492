import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../../testing/i18n';
import en from '../../i18n/locales/en/communities.json';
import sw from '../../i18n/locales/sw/communities.json';
import { DuesText } from './dues-text';

afterEach(cleanup);

const i18n = testI18n({ en: { communities: en }, sw: { communities: sw } });

const show = async (
  language: 'en' | 'sw',
  dues: number,
  parts: { fines: number; earlier: number; current: number },
) => {
  await i18n.changeLanguage(language);
  render(
    <MantineProvider>
      <TranslatorProvider value={i18n}>
        <DuesText dues={dues} parts={parts} size="sm" />
      </TranslatorProvider>
    </MantineProvider>,
  );
};

/** The list's dues: one figure, with its parts when more than this cycle is owed (decision 058). */
describe('a chama’s dues in the list', () => {
  it('names the parts of a figure that holds a fine and an earlier cycle, in both languages', async () => {
    const parts = { fines: 50, earlier: 500, current: 550 };
    await show('en', 1100, parts);
    expect(screen.getByText('KES 1,100.00')).toBeTruthy();
    expect(screen.getByTestId('dues-parts').textContent).toBe(
      'KES 50.00 fine, KES 500.00 from earlier cycles, KES 550.00 for this cycle',
    );
    cleanup();
    await show('sw', 1100, parts);
    expect(screen.getByTestId('dues-parts').textContent).toBe(
      'faini KES 50.00, KES 500.00 za mizunguko iliyopita, KES 550.00 za mzunguko huu',
    );
  });

  it('shows this cycle alone without parts, and paid ahead for a negative figure', async () => {
    await show('en', 1000, { fines: 0, earlier: 0, current: 1000 });
    expect(screen.getByText('KES 1,000.00')).toBeTruthy();
    expect(screen.queryByTestId('dues-parts')).toBeNull();
    cleanup();
    await show('en', -100, { fines: 0, earlier: 0, current: 0 });
    expect(screen.getByText('Paid ahead KES 100.00')).toBeTruthy();
  });
});

import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/wallet.json';
import sw from '../../i18n/locales/sw/wallet.json';
import { testI18n } from '../../testing/i18n';
import { TransactionItem } from './transaction-item';

const i18n = testI18n({ en: { wallet: en }, sw: { wallet: sw } });

afterEach(cleanup);

const contribution = {
  id: 't1',
  type: 'withdrawal' as const,
  amount: 500,
  tax: 0,
  net: 500,
  date: '2026-11-01T09:00:00Z',
  description: 'Contribution to the community "Umoja"',
  category: 'community_contribution',
  status: 'completed' as const,
};

describe('a movement of a community', () => {
  it('is named for what it is, not "Transaction", in both languages', async () => {
    const { rerender } = render(
      <TranslatorProvider value={i18n}>
        <MantineProvider env="test">
          <TransactionItem tx={contribution} />
        </MantineProvider>
      </TranslatorProvider>,
    );
    expect(screen.getByText('Community contribution')).toBeTruthy();
    await i18n.changeLanguage('sw');
    rerender(
      <TranslatorProvider value={i18n}>
        <MantineProvider env="test">
          <TransactionItem tx={{ ...contribution, category: 'community_share_out' }} />
        </MantineProvider>
      </TranslatorProvider>,
    );
    expect(screen.getByText('Mgao wa chama')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});

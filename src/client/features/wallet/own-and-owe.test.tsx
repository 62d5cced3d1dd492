import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeSummary } from '../../../shared/schemas/home';
import en from '../../i18n/locales/en/wallet.json';
import { testI18n } from '../../testing/i18n';
import { renderApp } from '../../testing/render-app';
import { OwnAndOwe } from './own-and-owe';

const i18n = testI18n({ en: { wallet: en } });

afterEach(cleanup);

const summary: HomeSummary = {
  account: { balance: 5_000, accountStatus: 'active' },
  inGoals: 0,
  inShares: 15_000,
  loan: null,
  freeToWithdraw: 5_000,
  ownMoney: 20_000,
};

describe('What you own and owe', () => {
  it('shows the Pamoja shares a user holds, at today’s price', () => {
    renderApp(<OwnAndOwe summary={summary} pending={false} />, i18n);
    expect(screen.getByText('Your Pamoja shares')).toBeTruthy();
    expect(screen.getByTestId('home-in-shares').textContent).toBe('KES 15,000.00');
  });

  it('leaves the row out for someone without shares', () => {
    renderApp(<OwnAndOwe summary={{ ...summary, inShares: 0 }} pending={false} />, i18n);
    expect(screen.queryByTestId('home-in-shares')).toBeNull();
  });
});

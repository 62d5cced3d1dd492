import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import en from '../../i18n/locales/en/loans.json';
import { testI18n } from '../../testing/i18n';
import { fakeServer, renderApp, signInTestUser } from '../../testing/render-app';
import { LoansPage } from './loans-page';

const i18n = testI18n({ en: { loans: en, common } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function openLoans(loanLimit: number) {
  signInTestUser('U1');
  fakeServer((req) =>
    req.url === '/api/loan/U1' ? { loans: [], loanLimit } : { account: { balance: 100, accountStatus: 'active' } },
  );
  renderApp(<LoansPage />, i18n, '/user/loans');
}

describe('/user/loans', () => {
  it('at a limit of KES 0 offers no loan request, and says how a limit is earned', async () => {
    openLoans(0);
    expect(await screen.findByText(en.limitCard.zero)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.limitCard.zeroHelp })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.requestLoan })).toBeNull();
  });

  it('with a limit offers the request', async () => {
    openLoans(5_000);
    expect(await screen.findByRole('button', { name: en.requestLoan })).toBeTruthy();
  });
});

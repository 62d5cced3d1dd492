import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import en from '../../i18n/locales/en/wallet.json';
import { testI18n } from '../../testing/i18n';
import { fakeServer, renderApp, signInTestUser } from '../../testing/render-app';
import { WithdrawPage } from './withdraw-page';

const i18n = testI18n({ en: { wallet: en, common } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function openWithdraw() {
  signInTestUser('U1');
  const server = fakeServer((req) => {
    if (req.url === '/api/accounts/U1') return { account: { balance: 5_000, accountStatus: 'active' } };
    if (req.url === '/api/profiles/U1')
      return { name: 'A', phone: '0712345678', email: 'a@b.co', profile_picture: null };
    return { message: 'Started.', withdrawalId: 'w1' };
  });
  renderApp(
    <>
      <WithdrawPage />
      <HistoryState />
    </>,
    i18n,
    '/user/withdraw',
  );
  return server;
}

async function fillAndContinue(amount: string) {
  await screen.findByText(/Available/);
  fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByTestId('withdraw-confirm');
}

describe('confirming a withdrawal', () => {
  it('sends one request when Confirm is tapped twice', async () => {
    const server = openWithdraw();
    await fillAndContinue('1000');
    const confirm = screen.getByRole('button', { name: 'Confirm and send' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    server.release();
    expect(server.sent[0]).toMatchObject({ method: 'POST', url: '/api/withdrawals', body: { amount: 1000 } });
    // Once sent, the history entry holds no confirm step: a reload cannot offer to send it again.
    await waitFor(() => expect(screen.getByTestId('history-state').textContent).toBe('null'));
  });
});

/** The current history entry's state, as the router keeps it (what a reload would show again). */
function HistoryState() {
  return <output data-testid="history-state">{JSON.stringify(useLocation().state)}</output>;
}

/** The browser's Back button, as the router sees it. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      browser back
    </button>
  );
}

describe("the browser's Back on the confirm step", () => {
  it('returns to the form with what was typed', async () => {
    signInTestUser('U1');
    fakeServer((req) =>
      req.url === '/api/accounts/U1'
        ? { account: { balance: 5_000, accountStatus: 'active' } }
        : { name: 'A', phone: '0712345678', email: 'a@b.co', profile_picture: null },
    );
    renderApp(
      <>
        <WithdrawPage />
        <BrowserBack />
      </>,
      i18n,
      '/user/withdraw',
    );
    await screen.findByText(/Available/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '1200' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^M-Pesa number/ }), { target: { value: '0722 000 111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('withdraw-confirm');
    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    expect((amount as HTMLInputElement).value).toBe('KES 1,200');
    expect((screen.getByRole('textbox', { name: /^M-Pesa number/ }) as HTMLInputElement).value).toBe('0722000111');
  });
});

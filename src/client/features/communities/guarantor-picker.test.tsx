import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import en from '../../i18n/locales/en/communities.json';
import { testI18n } from '../../testing/i18n';
import { BorrowModal } from './borrow-modal';
import { aCommunity, aMember } from './community-fixtures';
import { coverage } from './guarantor-picker';

const i18n = testI18n({ en: { communities: en, common } });
const quote = { principal: 5000, interest: 500, total: 5500, apr: 10, dueDate: '2027-01-20', capped: false };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The quote, then the request answered as waiting for its guarantors; every call recorded. */
function fakeServer() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const application = { application_id: 'a1', status: 'waiting', amount: 5000, covered: 2000, payout_id: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = method === 'GET' ? quote : { message: 'Sent.', payout: null, application };
      return new Response(JSON.stringify(answer), {
        status: method === 'GET' ? 200 : 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

describe('coverage: own limit plus named guarantees, never above the amount', () => {
  it('adds the limit and the chosen rows to the cent', () => {
    const rows = [
      { userId: 'b', amount: 0.1 },
      { userId: 'c', amount: '0.2' },
      { userId: '', amount: 900 },
    ];
    expect(coverage(1000, rows, 2000)).toEqual({ covered: 1000.3, amount: 2000, enough: false });
    expect(coverage(2000, [{ userId: 'b', amount: 3000 }], 5000)).toEqual({
      covered: 5000,
      amount: 5000,
      enough: true,
    });
    expect(coverage(9000, [], 5000)).toEqual({ covered: 5000, amount: 5000, enough: true });
    expect(coverage(1000, [{ userId: 'b', amount: '' }], Number.NaN)).toEqual({ covered: 0, amount: 0, enough: false });
  });
});

describe('Borrow above my own limit with guarantors (docs/product/communities.md)', () => {
  it('shows live coverage, sends the guarantors and says the request waits for them', async () => {
    const calls = fakeServer();
    const onDone = vi.fn();
    const members = [aMember('b', 'Baraka'), aMember('c', 'Chebet')];
    render(
      <TranslatorProvider value={i18n}>
        <MantineProvider env="test">
          <BorrowModal
            community={aCommunity({ myBorrowLimit: 2000, members })}
            onClose={() => undefined}
            onDone={onDone}
          />
        </MantineProvider>
      </TranslatorProvider>,
    );
    expect(screen.queryByTestId('guarantor-picker')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '5000' } });
    expect(screen.getByTestId('guarantor-coverage').textContent).toBe(
      'Covered KES 2,000.00 of KES 5,000.00: name more guarantees or borrow less.',
    );
    fireEvent.click(screen.getByRole('button', { name: en.guarantors.add }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Guarantor 1' }), { target: { value: 'b' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount guaranteed by guarantor 1' }), {
      target: { value: '3000' },
    });
    expect(screen.getByTestId('guarantor-coverage').textContent).toBe('Covered KES 5,000.00 of KES 5,000.00');

    fireEvent.click(screen.getByRole('button', { name: en.loans.borrowSubmit }));
    await screen.findByTestId('key-facts');
    fireEvent.click(screen.getByRole('button', { name: common.keyFacts.confirm }));
    const waiting = await screen.findByTestId('loan-waiting');
    expect(waiting.textContent).toBe('Waiting for your guarantors: covered KES 2,000.00 of KES 5,000.00.');
    expect(calls[1]).toEqual({
      method: 'POST',
      url: '/api/communities/c1/loans',
      body: { amount: 5000, months: 3, guarantors: [{ userId: 'b', amount: 3000 }] },
    });
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: en.guarantors.done }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(waiting.textContent));
  });
});

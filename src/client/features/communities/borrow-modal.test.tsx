import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import en from '../../i18n/locales/en/communities.json';
import { testI18n } from '../../testing/i18n';
import { BorrowModal } from './borrow-modal';
import { aCommunity } from './community-fixtures';

const i18n = testI18n({ en: { communities: en, common } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The quote and the request, answered as the server does; every call recorded. */
function fakeServer(quote: Record<string, unknown>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = method === 'GET' ? quote : { message: 'Loan requested.', payout: {} };
      return new Response(JSON.stringify(answer), {
        status: method === 'GET' ? 200 : 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderBorrow(onDone = vi.fn()) {
  render(
    <TranslatorProvider value={i18n}>
      <MantineProvider env="test">
        <BorrowModal community={aCommunity({ loanInterestMonthly: 25 })} onClose={() => undefined} onDone={onDone} />
      </MantineProvider>
    </TranslatorProvider>,
  );
  return onDone;
}

const capped = { principal: 100, interest: 100, total: 200, apr: 100, dueDate: '2027-11-20', capped: true };

describe('Borrow from the Pool: key facts before the request (docs/product/loans.md)', () => {
  it('shows the server’s key facts, capped marked, and sends the request only once they are confirmed', async () => {
    const calls = fakeServer(capped);
    const onDone = renderBorrow();
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '100' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Months/ }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: en.loans.borrowSubmit }));
    const facts = await screen.findByTestId('key-facts');
    expect(facts.textContent).toContain(common.keyFacts.title);
    for (const text of ['KES 100.00', 'KES 200.00', '100.0%', common.keyFacts.capped, common.keyFacts.cappedNote])
      expect(facts.textContent).toContain(text);
    expect(calls).toEqual([
      { method: 'GET', url: '/api/communities/c1/loans/quote?amount=100&months=12', body: undefined },
    ]);
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: common.keyFacts.confirm }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(en.loans.requested));
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/communities/c1/loans', body: { amount: 100, months: 12 } });
  });

  it('a changed amount takes the key facts away: the new figures must be seen before anything is sent', async () => {
    const calls = fakeServer({ ...capped, capped: false });
    renderBorrow();
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: en.loans.borrowSubmit }));
    await screen.findByTestId('key-facts');
    expect(screen.queryByText(common.keyFacts.capped)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '150' } });
    expect(screen.queryByTestId('key-facts')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.loans.borrowSubmit }));
    await screen.findByTestId('key-facts');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET']);
  });
});

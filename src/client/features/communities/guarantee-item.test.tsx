import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import en from '../../i18n/locales/en/communities.json';
import type { GuaranteeView } from '../../../shared/schemas/community-guarantees';
import { testI18n } from '../../testing/i18n';
import { GuaranteeItem } from './guarantee-item';

const i18n = testI18n({ en: { communities: en, common } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pending: GuaranteeView = {
  guarantee_id: 'g1',
  community_id: 'c1',
  community_name: 'Umoja Chama',
  borrower: { user_id: 'a', full_name: 'Amina' },
  amount: 3000,
  held: 0,
  called: 0,
  status: 'pending',
  request: { amount: 5000, months: 2, total: 6000, expires_at: '2026-12-08T09:00:00.000Z' },
  record: { repaid: 1, recovered: 0 },
  loan: null,
};

function fakeServer(status = 200) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = status === 200 ? { message: 'Done.' } : { message: 'Wrong password.' };
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderItem(g: GuaranteeView) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TranslatorProvider value={i18n}>
        <MantineProvider env="test">
          <GuaranteeItem guarantee={g} onDone={onDone} />
        </MantineProvider>
      </TranslatorProvider>
    </QueryClientProvider>,
  );
  return onDone;
}

describe('One guarantee as its guarantor sees it (docs/product/communities.md)', () => {
  it('a pending one tells what is asked, with the key facts and record; Accept needs the password', async () => {
    const calls = fakeServer();
    const onDone = renderItem(pending);
    expect(screen.getByTestId('guarantee-next').textContent).toContain(
      'Amina asks you to guarantee KES 3,000.00 of a KES 5,000.00 loan.',
    );
    expect(screen.getByText('Asks to borrow KES 5,000.00 for 2 months and repay KES 6,000.00 in all.')).toBeTruthy();
    expect(screen.getByText(/loans repaid 1, loans recovered from savings 0/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.guarantees.accept }));
    expect(await screen.findByText(en.guarantees.passwordNeeded)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText(en.guarantees.password), { target: { value: 'secret pass' } });
    fireEvent.click(screen.getByRole('button', { name: en.guarantees.accept }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(en.guarantees.accepted));
    expect(calls).toEqual([
      { method: 'POST', url: '/api/community-guarantees/g1/accept', body: { password: 'secret pass' } },
    ]);
  });

  it('Decline sends no password; a refusal shows the server’s message', async () => {
    const calls = fakeServer(422);
    const onDone = renderItem(pending);
    fireEvent.click(screen.getByRole('button', { name: en.guarantees.decline }));
    expect(await screen.findByText('Wrong password.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/community-guarantees/g1/decline']]);
  });

  it('an accepted one says what is held until the borrower repays, with the loan’s state and no buttons', () => {
    fakeServer();
    renderItem({
      ...pending,
      status: 'accepted',
      held: 1500,
      loan: { loan_id: 'l1', outstanding: 3000, due_date: '2027-01-20', daysLate: 4 },
    });
    expect(screen.getByTestId('guarantee-next').textContent).toBe(
      'KES 1,500.00 of your savings is held until Amina repays. It shrinks with each repayment.',
    );
    expect(screen.getByText(/Outstanding KES 3,000.00 · 4 days late/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.guarantees.accept })).toBeNull();
  });
});

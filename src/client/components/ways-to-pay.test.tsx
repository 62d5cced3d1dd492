import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { TranslatorProvider } from '../i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../testing/i18n';
import en from '../i18n/locales/en/common.json';
import { WaysToPay } from './ways-to-pay';

const i18n = testI18n({ en: { common: en } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(communityId?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ paybill: '600999', walletAccount: '0712345678', ussdCode: '*384*1#' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  render(
    <TranslatorProvider value={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <WaysToPay {...(communityId ? { communityId } : {})} />
        </QueryClientProvider>
      </MantineProvider>
    </TranslatorProvider>,
  );
}

describe('Ways to pay', () => {
  it("gives the paybill, the wallet's account (the phone) and the USSD code, each with a copy button", async () => {
    renderWith();
    const section = await screen.findByRole('region', { name: 'Ways to pay' });
    expect(section.textContent).toContain('Business number: 600999');
    expect(section.textContent).toContain('Account number: 0712345678');
    expect(section.textContent).toContain('Dial: *384*1#');
    expect(screen.getByRole('button', { name: 'Copy Business number' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Account number' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy USSD code' })).toBeTruthy();
  });

  it("on a chama's screen, the member's chama account C<8 characters of the id>-<phone>", async () => {
    renderWith('3f9a1b2c-1111-4222-8333-444455556666');
    const section = await screen.findByRole('region', { name: 'Ways to pay' });
    expect(section.textContent).toContain('Account number: C3f9a1b2c-0712345678');
    expect(section.textContent).toContain('the money goes to this chama');
  });
});

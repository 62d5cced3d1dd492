import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../testing/i18n';
import en from '../../i18n/locales/en/wallet.json';
import { StatementDownload } from './statement-download';

const i18n = testI18n({ en: { wallet: en } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderAt(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  render(
    <TranslatorProvider value={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <StatementDownload />
        </QueryClientProvider>
      </MantineProvider>
    </TranslatorProvider>,
  );
  return { from: screen.getByLabelText('From'), to: screen.getByLabelText('To') };
}

describe('the statement period', () => {
  it("is the last 30 days up to today in Nairobi, even after Nairobi's midnight when UTC is still on the day before", () => {
    // 22:30 UTC on 26 November is 01:30 on 27 November in Nairobi: today's movements belong to the 27th.
    const { from, to } = renderAt('2026-11-26T22:30:00Z');
    expect([(from as HTMLInputElement).value, (to as HTMLInputElement).value]).toEqual(['2026-10-29', '2026-11-27']);
  });

  it('is the same Nairobi day in the afternoon', () => {
    const { from, to } = renderAt('2026-11-26T12:00:00Z');
    expect([(from as HTMLInputElement).value, (to as HTMLInputElement).value]).toEqual(['2026-10-28', '2026-11-26']);
  });
});

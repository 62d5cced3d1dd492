import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Translator as I18n } from '../i18n/translator';
import type { ReactNode } from 'react';
import { TranslatorProvider } from '../i18n/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** A request the fake server saw. */
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake server for a component test: `answer(request)` gives the JSON of the answer (null: 404; a
 * Response: that one); every request but a GET is recorded in `sent` and, unless `hold` is false,
 * answered only when `release()` is called, so a test can tap twice while the first is in flight.
 */
export function fakeServer(answer: (req: SeenRequest) => unknown, { hold = true } = {}) {
  const sent: SeenRequest[] = [];
  const waiting: (() => void)[] = [];
  const reply = (data: unknown) =>
    data instanceof Response
      ? data
      : new Response(JSON.stringify(data ?? { message: 'Not found.' }), {
          status: data === null ? 404 : 200,
          headers: { 'content-type': 'application/json' },
        });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const req = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      if (req.method === 'GET') return reply(answer(req));
      sent.push(req);
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
      return reply(answer(req));
    }),
  );
  return { sent, release: () => waiting.splice(0).forEach((go) => go()) };
}

/** Signs a test user in (the session the API client sends). */
export function signInTestUser(userId = 'U1'): void {
  localStorage.setItem('userId', userId);
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('userRole', 'user');
  localStorage.setItem('userName', 'Test User');
}

/** Renders `ui` as the app does: words, Mantine, the query cache and a router at `path`. */
export function renderApp(ui: ReactNode, i18n: I18n, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TranslatorProvider value={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </TranslatorProvider>,
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { TranslatorProvider } from '../i18n/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../i18n/locales/en/common.json';
import { fakeServer, signInTestUser } from '../testing/render-app';
import { testI18n } from '../testing/i18n';
import { routes } from './router';

const i18n = testI18n({ en: { common } });

/** Every route at any depth, with where it sits. */
const all = (list: RouteObject[], at = ''): { route: RouteObject; at: string }[] =>
  list.flatMap((route, i) => {
    const here = `${at}/${route.path ?? `#${i}`}`;
    return [{ route, at: here }, ...all(route.children ?? [], here)];
  });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// decision 105: nothing white while a screen's code loads, and no React Router warning on a first load.
describe('the router', () => {
  it('gives every lazy route a HydrateFallback', () => {
    const lazy = all(routes).filter(({ route }) => route.lazy);
    expect(lazy.length).toBeGreaterThan(10);
    expect(lazy.filter(({ route }) => !route.HydrateFallback).map(({ at }) => at)).toEqual([]);
  });

  it('draws the loading shell, with no warning, on the first load of a signed-in screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer(() => ({}), { hold: false });
    signInTestUser();
    const router = createMemoryRouter(routes, { initialEntries: ['/user/home'] });
    render(
      <TranslatorProvider value={i18n}>
        <MantineProvider env="test">
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </TranslatorProvider>,
    );
    expect(await screen.findByLabelText('Loading...')).toBeTruthy();
    expect(warn.mock.calls.flat().filter((m) => String(m).includes('HydrateFallback'))).toEqual([]);
    router.dispose();
  });
});

// Mantine's base sheets; each component's own sheet comes with its chunk (scripts/mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/notifications/styles.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initialLanguage, startI18n } from '../i18n/i18n';
import { OfflineNotice } from '../components/core/offline-notice';
import { earlyAnswersSettled } from '../lib/early-requests';
import { router } from './router';
import { colorSchemeManager, theme } from './theme';

/** How long the first render waits for the first screen's early GETs before drawing without them. */
const FIRST_DATA_WAIT_MS = 1000;

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

/**
 * The full app: every screen but the landing page's first load, through the router. Its first render
 * waits for the words of the first screen (`namespaces`, asked for by the warm-up): a screen whose
 * words were still on their way suspended, its spinner was drawn, and React then held the screen back
 * up to 300 ms after that spinner (its throttle of Suspense reveals) though it was ready (decision 052).
 */
export async function start(root: HTMLElement, namespaces: readonly string[] = []): Promise<void> {
  document.documentElement.lang = initialLanguage();
  // The first screen's early GETs too, for a second at most: arrived, they are its queries' first data,
  // and its first render is the screen itself rather than a skeleton redrawn twice (decision 111).
  await Promise.all([startI18n([...new Set(['common', ...namespaces])]), earlyAnswersSettled(FIRST_DATA_WAIT_MS)]);
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
          <Notifications position="top-center" />
          <OfflineNotice />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}

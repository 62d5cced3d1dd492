import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { colorSchemeManager, theme } from './app/theme';
import { router } from './app/router';
import { i18nReady, initialLanguage } from './i18n/i18n';
import { OfflineNotice } from './pwa/offline-notice';
import { registerServiceWorker } from './pwa/register';

registerServiceWorker();
document.documentElement.lang = initialLanguage();

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

void i18nReady.then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
        <Notifications position="top-center" />
        <OfflineNotice />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
});

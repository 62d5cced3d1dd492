import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingShell } from '../components/shell/loading-shell';
import { useBodyTheme } from '../lib/shell/use-body-theme';

/** Applies the theme to the page body and shows the loading shell (logo and spinner) while a lazy screen loads. */
export function RootLayout() {
  useBodyTheme();
  return (
    <Suspense fallback={<LoadingShell />}>
      <Outlet />
    </Suspense>
  );
}

import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useBodyTheme } from '../lib/shell/use-body-theme';

/** Applies the theme to the page body and shows a spinner while a lazy screen loads. */
export function RootLayout() {
  useBodyTheme();
  return (
    <Suspense
      fallback={
        <Center h="100dvh">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <Outlet />
    </Suspense>
  );
}

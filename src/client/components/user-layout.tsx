import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from './user-layout/app-header';
import { BottomNav } from './user-layout/bottom-nav';

/**
 * The user area's frame: header (greeting, picture, bell) and bottom navigation (home, savings,
 * communities, settings).
 */
export function UserLayout() {
  return (
    <>
      <AppHeader />
      <Box component="main" maw={640} mx="auto" p="md" pb={96}>
        <Outlet />
      </Box>
      <BottomNav />
    </>
  );
}

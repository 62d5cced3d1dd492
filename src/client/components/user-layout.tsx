import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/**
 * The user area's frame: header (greeting, picture, bell) and bottom navigation (home, savings,
 * communities, settings). Owned by the wallet feature's work (issue 4).
 */
export function UserLayout() {
  return (
    <Box component="main" maw={640} mx="auto" p="md" pb={80}>
      <Outlet />
    </Box>
  );
}

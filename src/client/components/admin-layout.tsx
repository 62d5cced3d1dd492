import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { NavLinks } from './admin-layout/nav-links';
import { TopBar } from './admin-layout/top-bar';

/**
 * The superadmin console's frame (see docs/product/console.md): a sidebar that the burger toggles (a drawer on a
 * phone, collapsible on a laptop) and the top bar.
 */
export function AdminLayout() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  // Read at once, not after a first render as a laptop's (there is no server rendering to match).
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  // On a phone the sidebar is off screen until the burger first opens it: its links are drawn from
  // then on, not with the screen's first paint (decision 052).
  const [everOpened, setEverOpened] = useState(false);
  if (mobileOpened && !everOpened) setEverOpened(true);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <TopBar
          navOpened={isPhone ? mobileOpened : desktopOpened}
          onToggleNav={isPhone ? mobile.toggle : desktop.toggle}
        />
      </AppShell.Header>
      {/* folded away on a phone, the links must not be reachable by keyboard either */}
      <AppShell.Navbar p="sm" inert={isPhone && !mobileOpened}>
        {(!isPhone || everOpened) && <NavLinks onNavigate={mobile.close} />}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

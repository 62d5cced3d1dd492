import { Box, NavLink } from '@mantine/core';
import {
  IconCash,
  IconChartPie,
  IconHourglass,
  IconLayoutDashboard,
  IconPercentage,
  IconReceiptTax,
  IconScale,
  IconTrash,
  IconUserCheck,
  IconUserOff,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useLocation } from 'react-router';

interface Item {
  to: string;
  key: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/** The twelve console destinations, in order. */
export const ADMIN_LINKS: Item[] = [
  { to: '/admin/dashboard', key: 'dashboard', icon: IconLayoutDashboard },
  { to: '/superadmin/users-list', key: 'users', icon: IconUsers },
  { to: '/superadmin/active-users-list', key: 'activeUsers', icon: IconUserCheck },
  { to: '/superadmin/inactive-users-list', key: 'inactiveUsers', icon: IconUserOff },
  { to: '/superadmin/incomplete-registrations', key: 'incomplete', icon: IconHourglass },
  { to: '/superadmin/delete-requests', key: 'deleteRequests', icon: IconTrash },
  { to: '/superadmin/loan-requests', key: 'loanRequests', icon: IconCash },
  { to: '/superadmin/interests', key: 'interests', icon: IconPercentage },
  { to: '/superadmin/investments', key: 'investments', icon: IconWallet },
  { to: '/superadmin/shareholdings', key: 'shareholdings', icon: IconChartPie },
  { to: '/superadmin/reconciliation', key: 'reconciliation', icon: IconScale },
  { to: '/superadmin/tax', key: 'tax', icon: IconReceiptTax },
];

/** The sidebar's links; `onNavigate` closes the drawer on a phone. */
export function NavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    // The page's own scrolling, not Mantine's ScrollArea: that brings floating-UI (decision 052).
    <Box component="nav" aria-label={t('nav.label')} style={{ overflowY: 'auto' }}>
      {ADMIN_LINKS.map(({ to, key, icon: Icon }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={t(`nav.${key}`)}
          leftSection={<Icon size={18} stroke={1.6} />}
          active={pathname === to || (key === 'users' && pathname.startsWith('/superadmin/user-details/'))}
          aria-current={pathname === to ? 'page' : undefined}
          onClick={onNavigate}
          variant="light"
          style={{ borderRadius: 8 }}
        />
      ))}
    </Box>
  );
}

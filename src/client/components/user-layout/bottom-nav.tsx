import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconHome, IconPigMoney, IconSettings, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link, useLocation } from 'react-router';

const ITEMS = [
  { to: '/user/home', key: 'home', Icon: IconHome },
  { to: '/user/savings', key: 'savings', Icon: IconPigMoney },
  { to: '/user/communities', key: 'communities', Icon: IconUsersGroup, also: '/user/community/' },
  { to: '/user/settings', key: 'settings', Icon: IconSettings },
] as const;

/** The user area's bottom navigation (see docs/product/README.md): home, savings, communities, settings. */
export function BottomNav() {
  const { t } = useTranslation('wallet');
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('layout.nav.label')}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{
        zIndex: 100,
        backgroundColor: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      <Group grow gap={0} maw={640} mx="auto" wrap="nowrap">
        {ITEMS.map((item) => {
          const { to, key, Icon } = item;
          const also = 'also' in item ? item.also : null;
          const active =
            pathname === to || pathname.startsWith(`${to}/`) || (also !== null && pathname.startsWith(also));
          return (
            <UnstyledButton
              key={key}
              component={Link}
              to={to}
              aria-current={active ? 'page' : undefined}
              py={8}
              c={active ? 'var(--mantine-color-pamoja-text)' : 'dimmed'}
              style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, minHeight: 56 }}
            >
              <Icon size={24} stroke={active ? 2.2 : 1.6} aria-hidden />
              <Text size="xs" fw={active ? 700 : 500} c="inherit">
                {t(`layout.nav.${key}`)}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
}

import { Box, Burger, Button, Container, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import classes from './landing.module.css';
import { goToAnchor, NAV_ITEMS } from './nav-items';

function Wordmark() {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <Text component="span" fw={800} fz={22} c="var(--mantine-primary-color-filled)" lh={1}>
        Pamoja
      </Text>
    </Group>
  );
}

function Logo() {
  const { t } = useTranslation('landing');
  return (
    <UnstyledButton component={Link} to="/" aria-label={t('homeLink')} onClick={() => window.scrollTo({ top: 0 })}>
      <Wordmark />
    </UnstyledButton>
  );
}

/** Top navigation: anchors, Login and Sign Up; on small screens a full-width drawer. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  const [opened, { toggle, close }] = useDisclosure(false);
  const pending = useRef<string | null>(null);

  const openAnchorFromDrawer = (href: string) => {
    pending.current = href;
    close();
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label={t('nav.label')} gap={4} visibleFrom="md">
            {NAV_ITEMS.map((item) => (
              <a key={item.key} href={item.href} className={classes.navLink}>
                {t(`nav.${item.key}`)}
              </a>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="md">
            <LanguageSwitch />
            <Button component={Link} to="/login" variant="default">
              {t('nav.login')}
            </Button>
            <Button component={Link} to="/register/step-1">
              {t('nav.signUp')}
            </Button>
          </Group>
          <Group gap="xs" wrap="nowrap" hiddenFrom="md">
            <LanguageSwitch />
            <Burger opened={opened} onClick={toggle} aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')} aria-expanded={opened} aria-controls="landing-drawer" />
          </Group>
        </Group>
      </Container>
      <Drawer
        id="landing-drawer"
        opened={opened}
        onClose={close}
        size="100%"
        position="right"
        title={<Wordmark />}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
        hiddenFrom="md"
        onExitTransitionEnd={() => {
          if (pending.current) goToAnchor(pending.current);
          pending.current = null;
        }}
      >
        <Stack gap="lg">
          <nav aria-label={t('nav.menu')}>
            {NAV_ITEMS.map((item) => (
              <a
                key={item.key}
                href={item.href}
                className={classes.drawerLink}
                onClick={(e) => {
                  e.preventDefault();
                  openAnchorFromDrawer(item.href);
                }}
              >
                {t(`nav.${item.key}`)}
              </a>
            ))}
          </nav>
          <Button component={Link} to="/login" variant="default" size="md" fullWidth>
            {t('nav.login')}
          </Button>
          <Button component={Link} to="/register/step-1" size="md" fullWidth>
            {t('nav.signUp')}
          </Button>
          <Group justify="center">
            <LanguageSwitch size="sm" />
          </Group>
        </Stack>
      </Drawer>
    </Box>
  );
}

import { Group, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChartPie, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';

/**
 * Home's way to /user/investments (Pamoja shares and dividends). Here rather than in the shares
 * feature because home (the wallet feature) may not import another feature.
 */
export function SharesLink() {
  const { t } = useTranslation('shares');
  return (
    <Paper withBorder radius="lg" p={0}>
      <UnstyledButton component={Link} to="/user/investments" p="md" style={{ display: 'block', minHeight: 44 }}>
        <Group wrap="nowrap" gap="sm">
          <ThemeIcon size={40} radius="xl" variant="light">
            <IconChartPie size={22} aria-hidden />
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700}>{t('homeLink')}</Text>
            <Text size="sm" c="dimmed">
              {t('homeLinkHint')}
            </Text>
          </div>
          <IconChevronRight size={20} aria-hidden />
        </Group>
      </UnstyledButton>
    </Paper>
  );
}

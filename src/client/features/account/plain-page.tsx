import { Box, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { IconButton } from '../../components/shell/icon-button';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation, useNavigate } from 'react-router';

/** A full-screen page of the user area with its own back button and title (see docs/product/account-and-settings.md). */
export function PlainPage({
  title,
  back = '/user/settings',
  children,
}: {
  title: string;
  back?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // A page opened directly has no history entry of ours to return to.
    if (location.key === 'default') void navigate(back);
    else void navigate(-1);
  };
  return (
    <Box component="main" maw={640} mx="auto" p="md" pb="xl">
      <Group gap="sm" mb="md" wrap="nowrap">
        <IconButton variant="subtle" icon={IconArrowLeft} iconSize={22} onClick={goBack} label={t('back')} />
        <Title order={1} size="h3">
          {title}
        </Title>
      </Group>
      {children}
    </Box>
  );
}

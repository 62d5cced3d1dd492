import { ActionIcon, Alert, Group, Stack, Title, type TitleProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';

/** A screen's one h1, at the size of an h2 (the loans, admin and sign-in screens, the error screen). */
export function ScreenTitle(props: Omit<TitleProps, 'order' | 'size'>) {
  return <Title order={1} size="h2" {...props} />;
}

/** A screen's heading with a back link (to home unless `back` says where). */
export function PageTitle({ title, back = '/user/home' }: { title: string; back?: string }) {
  const { t } = useTranslation('common');
  return (
    <Group gap="xs" mb="md" wrap="nowrap">
      <ActionIcon component={Link} to={back} variant="subtle" color="gray" size={40} radius="xl" aria-label={t('back')}>
        <IconArrowLeft size={22} aria-hidden />
      </ActionIcon>
      <Title order={1} size="h3">
        {title}
      </Title>
    </Group>
  );
}

/** An arrow that links back to `to`, on a line of its own, for a screen whose title is its content's. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Group>
      <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label}>
        <IconArrowLeft size={22} />
      </ActionIcon>
    </Group>
  );
}

/** A screen whose item did not load: its way `back` above the `error`, read out at once. */
export function ErrorWithBack({ back, error }: { back: ReactNode; error: string }) {
  return (
    <Stack>
      {back}
      <Alert color="red" role="alert">
        {error}
      </Alert>
    </Stack>
  );
}

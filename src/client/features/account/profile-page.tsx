import { Alert, Avatar, Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCamera, IconPencil } from '@tabler/icons-react';
import { IconButton } from '../../components/shell/icon-button';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { displayPhone } from '../../../shared/phone';
import { useProfile } from '../../lib/shell/use-profile';
import { useUploadImage } from '../../lib/shell/use-upload-image';
import { PlainPage } from './plain-page';
import { ChangePictureDialog, EditDetailsDialog } from './profile-dialogs';

/** Profile (see docs/product/account-and-settings.md): picture, name, phone, email, and the two edit dialogs. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const picture = useUploadImage(profile.data?.profile_picture);
  const [dialog, setDialog] = useState<'details' | 'picture' | null>(null);
  const [saved, setSaved] = useState(false);
  const open = (which: 'details' | 'picture') => {
    setSaved(false);
    setDialog(which);
  };
  const close = () => setDialog(null);
  const onSaved = () => {
    setDialog(null);
    setSaved(true);
  };

  const row = (label: string, value: string | undefined) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );

  return (
    <PlainPage title={t('profile.title')}>
      {profile.isPending && <Loader aria-label={t('loading')} />}
      {profile.data && (
        <Paper withBorder p="lg" radius="lg">
          <Stack align="center" gap="md">
            <Box pos="relative">
              <Avatar src={picture} size={120} radius={120} alt={t('profile.picture')} color="pamoja">
                {profile.data.name.charAt(0).toUpperCase()}
              </Avatar>
              <IconButton
                pos="absolute"
                bottom={0}
                right={0}
                radius="xl"
                icon={IconCamera}
                iconSize={18}
                onClick={() => open('picture')}
                label={t('profile.changePicture')}
              />
            </Box>
            <Stack gap="sm" w="100%">
              <Group justify="space-between" align="start" wrap="nowrap">
                {row(t('profile.name'), profile.data.name)}
                <IconButton
                  variant="light"
                  icon={IconPencil}
                  iconSize={18}
                  onClick={() => open('details')}
                  label={t('profile.editName')}
                />
              </Group>
              {row(t('profile.phone'), displayPhone(profile.data.phone))}
              {row(t('profile.email'), profile.data.email)}
            </Stack>
            {saved && (
              <Alert color="teal" role="status" w="100%">
                {t('profile.updated')}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
      {profile.data && (
        <EditDetailsDialog profile={profile.data} opened={dialog === 'details'} onClose={close} onSaved={onSaved} />
      )}
      <ChangePictureDialog opened={dialog === 'picture'} onClose={close} onSaved={onSaved} />
    </PlainPage>
  );
}

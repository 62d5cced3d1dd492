import { ActionIcon, Alert, Avatar, Box, Button, FileInput, Group, Loader, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCamera, IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../shared/schemas/account';
import { api, ApiError } from '../../lib/api';
import { useProfile } from '../../lib/use-profile';
import { currentUserId } from './account-api';
import { PlainPage } from './plain-page';
import { useUploadImage } from '../../lib/use-upload-image';

function useProfileEdit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api<{ user: Profile }>('PUT', `/api/profiles/${encodeURIComponent(currentUserId())}/edit`, form),
    onSuccess: (res) => {
      qc.setQueryData(['profile', currentUserId()], res.user);
      if (typeof window !== 'undefined' && res.user.name) localStorage.setItem('userName', res.user.name);
    },
  });
}

/** Profile (spec §2 /profile): picture, name, phone, email, and the two edit dialogs. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const edit = useProfileEdit();
  const picture = useUploadImage(profile.data?.profile_picture);
  const [dialog, setDialog] = useState<'details' | 'picture' | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const open = (which: 'details' | 'picture') => {
    setError(null);
    setSaved(false);
    setName(profile.data?.name ?? '');
    setPhone(profile.data?.phone ?? '');
    setFile(null);
    setDialog(which);
  };

  const submit = (form: FormData) => {
    setError(null);
    edit.mutate(form, {
      onSuccess: () => {
        setDialog(null);
        setSaved(true);
      },
      onError: (err) => setError(err instanceof ApiError && err.message ? err.message : ''),
    });
  };

  const saveDetails = (e: FormEvent) => {
    e.preventDefault();
    const form = new FormData();
    form.append('name', name);
    form.append('phone', phone);
    submit(form);
  };

  const savePicture = (e: FormEvent) => {
    e.preventDefault();
    if (!file || !file.type.startsWith('image/')) {
      setError(t('profile.imageOnly'));
      return;
    }
    const form = new FormData();
    form.append('profilePic', file);
    submit(form);
  };

  const errorAlert = error !== null && (
    <Alert color="red" role="alert" title={t('profile.failed')}>
      {error}
    </Alert>
  );

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
              <ActionIcon pos="absolute" bottom={0} right={0} radius="xl" size="lg" onClick={() => open('picture')} aria-label={t('profile.changePicture')}>
                <IconCamera size={18} />
              </ActionIcon>
            </Box>
            <Stack gap="sm" w="100%">
              <Group justify="space-between" align="start" wrap="nowrap">
                {row(t('profile.name'), profile.data.name)}
                <ActionIcon variant="light" size="lg" onClick={() => open('details')} aria-label={t('profile.editName')}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Group>
              {row(t('profile.phone'), profile.data.phone)}
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
      <Modal
        opened={dialog === 'details'}
        onClose={() => setDialog(null)}
        title={t('profile.editName')}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <form onSubmit={saveDetails}>
          <Stack gap="sm">
            <TextInput label={t('profile.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} autoComplete="name" />
            <TextInput label={t('profile.phone')} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} inputMode="tel" autoComplete="tel" />
            {errorAlert}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('close')}
              </Button>
              <Button type="submit" loading={edit.isPending}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal
        opened={dialog === 'picture'}
        onClose={() => setDialog(null)}
        title={t('profile.changePicture')}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <form onSubmit={savePicture}>
          <Stack gap="sm">
            <FileInput label={t('profile.chooseImage')} accept="image/png,image/jpeg,image/webp" value={file} onChange={setFile} clearable />
            {errorAlert}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('close')}
              </Button>
              <Button type="submit" loading={edit.isPending} disabled={!file}>
                {t('profile.savePicture')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </PlainPage>
  );
}

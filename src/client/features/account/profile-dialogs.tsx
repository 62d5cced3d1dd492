import { Alert, Button, FileInput, Group, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { useTranslation } from '../../i18n/react';
import { type Profile, profileDetailsBody } from '../../../shared/schemas/account';
import { AppModal } from '../../components/app-modal';
import { fieldValue, useSchemaForm } from '../../lib/forms/use-schema-form';
import { currentUserId } from '../../lib/session';
import { accountApi } from './account-api';
import { FormStack } from '../../components/shell/form-stack';

function useProfileEdit() {
  const qc = useQueryClient();
  return useOneAtATimeMutation({
    mutationFn: accountApi.editProfile,
    onSuccess: (res) => {
      qc.setQueryData(['profile', currentUserId()], res.user);
      if (typeof window !== 'undefined' && res.user.name) localStorage.setItem('userName', res.user.name);
    },
  });
}

interface ProfileDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After a save: the dialog closes and the page says the profile was updated. */
  onSaved: () => void;
}

function FailedAlert({ error }: { error: string | null }) {
  const { t } = useTranslation('account');
  if (error === null) return null;
  return (
    <Alert color="red" role="alert" title={t('profile.failed')}>
      {error}
    </Alert>
  );
}

function DialogButtons({
  onClose,
  busy,
  action,
  disabled,
}: {
  onClose: () => void;
  busy: boolean;
  action: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('close')}
      </Button>
      <Button type="submit" loading={busy} disabled={disabled}>
        {action}
      </Button>
    </Group>
  );
}

/** Name and phone, checked by the route's schema; the server's message when it refuses. */
function DetailsForm({ profile, onClose, onSaved }: Omit<ProfileDialogProps, 'opened'> & { profile: Profile }) {
  const { t } = useTranslation('account');
  const edit = useProfileEdit();
  const { form, error, busy, onSubmit } = useSchemaForm({
    initialValues: { name: profile.name, phone: profile.phone },
    schema: profileDetailsBody,
    submit: (v) => {
      const body = new FormData();
      body.append('name', v.name);
      body.append('phone', v.phone);
      return edit.mutateAsync(body);
    },
    onSuccess: onSaved,
    failed: '',
  });
  return (
    <FormStack onSubmit={onSubmit}>
      <TextInput label={t('profile.name')} {...form.getInputProps('name')} autoComplete="name" />
      <TextInput label={t('profile.phone')} {...form.getInputProps('phone')} inputMode="tel" autoComplete="tel" />
      <FailedAlert error={error} />
      <DialogButtons onClose={onClose} busy={busy} action={t('save')} />
    </FormStack>
  );
}

/** A new picture: an image file only, sent as the route's `profilePic` upload. */
function PictureForm({ onClose, onSaved }: Omit<ProfileDialogProps, 'opened'>) {
  const { t } = useTranslation('account');
  const edit = useProfileEdit();
  const { form, values, error, busy, onSubmit } = useSchemaForm({
    initialValues: { file: fieldValue<File | null>(null) },
    check: (v) => (v.file?.type.startsWith('image/') ? null : t('profile.imageOnly')),
    submit: (v) => {
      const body = new FormData();
      if (v.file) body.append('profilePic', v.file);
      return edit.mutateAsync(body);
    },
    onSuccess: onSaved,
    failed: '',
  });
  return (
    <FormStack onSubmit={onSubmit}>
      <FileInput
        label={t('profile.chooseImage')}
        accept="image/png,image/jpeg,image/webp"
        {...form.getInputProps('file')}
        clearable
      />
      <FailedAlert error={error} />
      <DialogButtons onClose={onClose} busy={busy} action={t('profile.savePicture')} disabled={!values.file} />
    </FormStack>
  );
}

export function EditDetailsDialog({ profile, opened, onClose, onSaved }: ProfileDialogProps & { profile: Profile }) {
  const { t } = useTranslation('account');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('profile.editName')}>
      <DetailsForm profile={profile} onClose={onClose} onSaved={onSaved} />
    </AppModal>
  );
}

export function ChangePictureDialog({ opened, onClose, onSaved }: ProfileDialogProps) {
  const { t } = useTranslation('account');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('profile.changePicture')}>
      <PictureForm onClose={onClose} onSaved={onSaved} />
    </AppModal>
  );
}

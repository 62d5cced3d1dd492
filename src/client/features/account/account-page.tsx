import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconFileDownload, IconKey, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useOneAtATimeMutation } from '../../lib/shell/use-one-at-a-time';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { changePasswordBody } from '../../../shared/schemas/account';
import { AUTH_TEXT } from '../../../shared/schemas/auth';
import { errorMessage } from '../../lib/api';
import { passwordStrengthReady } from '../../lib/password-strength';
import { accountApi, useSettings, useUpdateCachedSettings } from './account-api';
import {
  ChangePasswordDialog,
  ConfirmDialog,
  MessageAlert,
  type PasswordChange,
  TwoStepDialog,
} from './account-dialogs';
import { PlainPage } from './plain-page';
import { useTimedMessage } from './use-timed-message';

type DialogName = 'password' | 'twoStep' | 'info' | 'delete';

function Entry({
  icon,
  label,
  onClick,
  extra,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  extra?: ReactNode;
}) {
  return (
    <UnstyledButton onClick={onClick} px="md" py="sm" style={{ display: 'block', width: '100%' }}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {icon}
          <Text>{label}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          {extra}
          <IconChevronRight size={18} aria-hidden />
        </Group>
      </Group>
    </UnstyledButton>
  );
}

/** Account (see docs/product/account-and-settings.md): the four actions, each in a dialog, with 3-second alerts. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const updateSettings = useUpdateCachedSettings();
  const settings = useSettings();
  const { message, show } = useTimedMessage(3000);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const action = useOneAtATimeMutation({ mutationFn: (run: () => Promise<unknown>) => run() });
  const toggle = useOneAtATimeMutation({ mutationFn: accountApi.toggleTwoStep });
  const twoStep = settings.data?.twoStepEnabled;

  const changePassword = async (p: PasswordChange) => {
    if (!p.currentPassword || !p.newPassword || !p.confirmPassword) return show('error', t('account.allRequired'));
    if (p.newPassword !== p.confirmPassword) return show('error', t('account.mismatch'));
    if (!(await passwordStrengthReady())) return show('error', t('account.strengthUnavailable'));
    const issue = changePasswordBody.safeParse({ currentPassword: p.currentPassword, newPassword: p.newPassword }).error
      ?.issues[0]?.message;
    if (issue) return show('error', issue === AUTH_TEXT.weakPassword ? t('account.weakPassword') : issue);
    return action.mutate(
      () => accountApi.changePassword({ currentPassword: p.currentPassword, newPassword: p.newPassword }),
      {
        onSuccess: () => {
          setDialog(null);
          show('success', t('account.passwordChanged'));
        },
        onError: (err) => show('error', errorMessage(err, t('account.passwordFailed'))),
      },
    );
  };

  const toggleTwoStep = () =>
    toggle.mutate(!twoStep, {
      onSuccess: ({ twoStepEnabled }) => {
        updateSettings({ twoStepEnabled });
        localStorage.setItem('twoStep', String(twoStepEnabled));
        setDialog(null);
        show('success', twoStepEnabled ? t('account.twoStepEnabled') : t('account.twoStepDisabled'));
      },
      onError: (err) => show('error', errorMessage(err, t('account.twoStepFailed'))),
    });

  const requestInfo = () =>
    action.mutate(accountApi.requestInfo, {
      onSuccess: () => {
        setDialog(null);
        show('success', t('account.infoSent'));
      },
      onError: (err) => show('error', errorMessage(err, t('account.infoFailed'))),
    });

  // After the request the user goes to /login (docs/product/account-and-settings.md); storage is not
  // cleared (the server has already ended every session).
  const deleteAccount = () =>
    action.mutate(accountApi.requestDelete, {
      onSuccess: () => void navigate('/login', { replace: true }),
      onError: (err) => show('error', errorMessage(err, t('account.deleteFailed'))),
    });

  const common = {
    onClose: () => setDialog(null),
    message: dialog ? message : null,
    busy: action.isPending || toggle.isPending,
  };
  return (
    <PlainPage title={t('account.title')}>
      <Stack gap="md">
        {!dialog && <MessageAlert message={message} />}
        <Paper withBorder radius="lg" py={4}>
          <Entry
            icon={<IconKey size={20} />}
            label={t('account.changePassword')}
            onClick={() => setDialog('password')}
          />
          <Entry
            icon={<IconShieldCheck size={20} />}
            label={t('account.twoStep')}
            onClick={() => setDialog('twoStep')}
            extra={
              twoStep !== undefined && (
                <Badge variant="light" color={twoStep ? 'teal' : 'gray'}>
                  {twoStep ? t('account.enabledBadge') : t('account.disabledBadge')}
                </Badge>
              )
            }
          />
          <Entry
            icon={<IconFileDownload size={20} />}
            label={t('account.requestInfo')}
            onClick={() => setDialog('info')}
          />
          <Entry
            icon={<IconTrash size={20} color="var(--mantine-color-red-7)" />}
            label={t('account.deleteAccount')}
            onClick={() => setDialog('delete')}
          />
        </Paper>
      </Stack>
      <ChangePasswordDialog {...common} opened={dialog === 'password'} onSubmit={(p) => void changePassword(p)} />
      <TwoStepDialog {...common} opened={dialog === 'twoStep'} enabled={twoStep} onToggle={toggleTwoStep} />
      <ConfirmDialog
        {...common}
        opened={dialog === 'info'}
        title={t('account.requestInfo')}
        body={t('account.requestInfoBody')}
        action={t('account.send')}
        onConfirm={requestInfo}
      />
      <ConfirmDialog
        {...common}
        opened={dialog === 'delete'}
        title={t('account.deleteAccount')}
        body={t('account.deleteBody')}
        action={t('account.confirmDelete')}
        danger
        onConfirm={deleteAccount}
      />
    </PlainPage>
  );
}

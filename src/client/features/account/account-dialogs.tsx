import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TimedMessage } from './use-timed-message';
import { DANGER } from '../../components/danger-color';
import { preparePasswordStrength } from '../../lib/password-strength';

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  /** The page's timed message, shown inside the dialog while it is open. */
  message: TimedMessage | null;
  busy: boolean;
}

export function MessageAlert({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  return (
    <Alert color={message.kind === 'success' ? 'teal' : 'red'} role="alert">
      {message.text}
    </Alert>
  );
}

function Dialog({
  opened,
  onClose,
  title,
  message,
  children,
}: Omit<DialogProps, 'busy'> & { title: string; children: ReactNode }) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        {children}
        <MessageAlert message={message} />
      </Stack>
    </AppModal>
  );
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change Password: three required fields, cleared after every attempt (see docs/product/account-and-settings.md). */
export function ChangePasswordDialog(props: DialogProps & { onSubmit: (p: PasswordChange) => void }) {
  const { t } = useTranslation('account');
  const empty: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  /** A required field's value and change handler. */
  const field = (key: keyof PasswordChange) => ({
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: e.currentTarget.value }),
    required: true,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(values);
    setValues(empty);
  };
  return (
    <Dialog {...props} title={t('account.changePassword')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t('account.currentPassword')}
            {...field('currentPassword')}
            autoComplete="current-password"
          />
          <PasswordInput
            label={t('account.newPassword')}
            {...field('newPassword')}
            onFocus={preparePasswordStrength}
            autoComplete="new-password"
          />
          <PasswordInput
            label={t('account.confirmPassword')}
            {...field('confirmPassword')}
            autoComplete="new-password"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('close')}
            </Button>
            <Button type="submit" loading={props.busy}>
              {t('account.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/** Two-Step Verification: shows the real state and sets the opposite. */
export function TwoStepDialog(props: DialogProps & { enabled: boolean | undefined; onToggle: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Dialog {...props} title={t('account.twoStep')}>
      <Text>{props.enabled ? t('account.twoStepOn') : t('account.twoStepOff')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('close')}
        </Button>
        <Button
          onClick={props.onToggle}
          loading={props.busy}
          disabled={props.enabled === undefined}
          color={props.enabled ? DANGER : undefined}
        >
          {props.enabled ? t('account.disable') : t('account.enable')}
        </Button>
      </Group>
    </Dialog>
  );
}

/** A dialog that explains an action and confirms it (request information, delete account). */
export function ConfirmDialog(
  props: DialogProps & { title: string; body: string; action: string; danger?: boolean; onConfirm: () => void },
) {
  const { t } = useTranslation('account');
  return (
    <Dialog {...props}>
      <Text>{props.body}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('close')}
        </Button>
        <Button onClick={props.onConfirm} loading={props.busy} color={props.danger ? DANGER : undefined}>
          {props.action}
        </Button>
      </Group>
    </Dialog>
  );
}

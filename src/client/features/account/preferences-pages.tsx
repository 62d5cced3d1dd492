import { Alert, Checkbox, Loader, Paper, Select, Stack } from '@mantine/core';
import { FormSubmit } from '../../components/shell/form-submit';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { z } from 'zod';
import {
  type NotificationPreferencesBody,
  notificationPreferencesBody,
  privacyBody,
  type Settings,
} from '../../../shared/schemas/account';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useNotificationPreferencesSave, usePrivacySave, useSettings } from './account-api';
import { PlainPage } from './plain-page';

/** One settings section's form: loaded values, the route's schema, Save Changes and the result. */
function SettingsForm<V extends Record<string, unknown>>(props: {
  initial: V;
  schema: z.ZodType;
  save: (values: V) => Promise<unknown>;
  saved: string;
  failed: string;
  children: (form: UseFormReturnType<V>) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const { form, error, notice, busy, onSubmit } = useSchemaForm({
    initialValues: props.initial,
    schema: props.schema,
    submit: props.save,
    successNotice: props.saved,
    failed: props.failed,
  });
  return (
    <Paper withBorder p="md" radius="lg" component="form" onSubmit={onSubmit}>
      <Stack gap="md">
        {props.children(form)}
        <FormSubmit error={error} notice={notice} noticeRole="alert" busy={busy}>
          {t('saveChanges')}
        </FormSubmit>
      </Stack>
    </Paper>
  );
}

/**
 * One settings screen: loads the saved settings, then shows its section's form with them (so it never
 * shows defaults first): the fields, Save Changes and the result. Its title and results are the
 * section's texts (`<section>.title`, `.saved`, `.failed`).
 */
function SettingsPage<V extends Record<string, unknown>>({
  section,
  pick,
  ...form
}: {
  section: 'privacy' | 'notificationPrefs';
  /** The section's values among the saved settings. */
  pick: (settings: Settings) => V;
  schema: z.ZodType;
  save: (values: V) => Promise<unknown>;
  children: (form: UseFormReturnType<V>) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  return (
    <PlainPage title={t(`${section}.title`)}>
      {settings.isPending && <Loader aria-label={t('loading')} />}
      {settings.isError && <Alert color="red">{t('notificationPrefs.loadFailed')}</Alert>}
      {settings.data && (
        <SettingsForm
          initial={pick(settings.data)}
          saved={t(`${section}.saved`)}
          failed={t(`${section}.failed`)}
          {...form}
        />
      )}
    </PlainPage>
  );
}

/** Privacy (see docs/product/account-and-settings.md), loaded from and saved to the server. */
export function PrivacyPage() {
  const { t } = useTranslation('account');
  return (
    <SettingsPage
      section="privacy"
      pick={(s) => ({ shareData: s.shareData, profileVisibility: s.profileVisibility })}
      schema={privacyBody}
      save={usePrivacySave()}
    >
      {(form) => (
        <>
          <Checkbox label={t('privacy.shareData')} {...form.getInputProps('shareData', { type: 'checkbox' })} />
          <Select
            label={t('privacy.visibility')}
            {...form.getInputProps('profileVisibility')}
            allowDeselect={false}
            data={[
              { value: 'public', label: t('privacy.public') },
              { value: 'private', label: t('privacy.private') },
              { value: 'friends', label: t('privacy.friends') },
            ]}
          />
        </>
      )}
    </SettingsPage>
  );
}

/** Notification preferences (see docs/product/account-and-settings.md), loaded from and saved to the server. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('account');
  const boxes: Array<[keyof NotificationPreferencesBody, string]> = [
    ['emailNotifications', t('notificationPrefs.email')],
    ['smsNotifications', t('notificationPrefs.sms')],
    ['pushNotifications', t('notificationPrefs.push')],
  ];
  return (
    <SettingsPage
      section="notificationPrefs"
      pick={(s) => ({
        emailNotifications: s.emailNotifications,
        smsNotifications: s.smsNotifications,
        pushNotifications: s.pushNotifications,
      })}
      schema={notificationPreferencesBody}
      save={useNotificationPreferencesSave()}
    >
      {(form) =>
        boxes.map(([key, label]) => (
          <Checkbox key={key} label={label} {...form.getInputProps(key, { type: 'checkbox' })} />
        ))
      }
    </SettingsPage>
  );
}

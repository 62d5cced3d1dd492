import { Alert, Checkbox, Loader, Paper, Select, Stack } from '@mantine/core';
import { FormSubmit } from '../../lib/forms/form-submit';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type NotificationPreferencesBody,
  notificationPreferencesBody,
  type PrivacyBody,
  privacyBody,
  type Settings,
} from '../../../shared/schemas/account';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useNotificationPreferencesSave, usePrivacySave, useSettings } from './account-api';
import { PlainPage } from './plain-page';

/** Loads the saved settings, then shows the form with them (so it never shows defaults first). */
function WithSettings({ title, children }: { title: string; children: (s: Settings) => ReactNode }) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  return (
    <PlainPage title={title}>
      {settings.isPending && <Loader aria-label={t('loading')} />}
      {settings.isError && <Alert color="red">{t('notificationPrefs.loadFailed')}</Alert>}
      {settings.data && children(settings.data)}
    </PlainPage>
  );
}

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

function PrivacyForm({ initial }: { initial: PrivacyBody }) {
  const { t } = useTranslation('account');
  return (
    <SettingsForm
      initial={initial}
      schema={privacyBody}
      save={usePrivacySave()}
      saved={t('privacy.saved')}
      failed={t('privacy.failed')}
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
    </SettingsForm>
  );
}

function NotificationPreferencesForm({ initial }: { initial: NotificationPreferencesBody }) {
  const { t } = useTranslation('account');
  const boxes: Array<[keyof NotificationPreferencesBody, string]> = [
    ['emailNotifications', t('notificationPrefs.email')],
    ['smsNotifications', t('notificationPrefs.sms')],
    ['pushNotifications', t('notificationPrefs.push')],
  ];
  return (
    <SettingsForm
      initial={initial}
      schema={notificationPreferencesBody}
      save={useNotificationPreferencesSave()}
      saved={t('notificationPrefs.saved')}
      failed={t('notificationPrefs.failed')}
    >
      {(form) =>
        boxes.map(([key, label]) => (
          <Checkbox key={key} label={label} {...form.getInputProps(key, { type: 'checkbox' })} />
        ))
      }
    </SettingsForm>
  );
}

/** Privacy (see docs/product/account-and-settings.md), loaded from and saved to the server. */
export function PrivacyPage() {
  const { t } = useTranslation('account');
  return (
    <WithSettings title={t('privacy.title')}>
      {(s) => <PrivacyForm initial={{ shareData: s.shareData, profileVisibility: s.profileVisibility }} />}
    </WithSettings>
  );
}

/** Notification preferences (see docs/product/account-and-settings.md), loaded from and saved to the server. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('account');
  return (
    <WithSettings title={t('notificationPrefs.title')}>
      {(s) => (
        <NotificationPreferencesForm
          initial={{
            emailNotifications: s.emailNotifications,
            smsNotifications: s.smsNotifications,
            pushNotifications: s.pushNotifications,
          }}
        />
      )}
    </WithSettings>
  );
}

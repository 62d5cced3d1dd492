import { Alert, Button, Checkbox, Loader, Paper, Select, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferencesBody, PrivacyBody, ProfileVisibility, Settings } from '../../../shared/schemas/account';
import { errorMessage } from '../../lib/api';
import { useNotificationPreferencesSave, usePrivacySave, useSettings } from './account-api';
import { PlainPage } from './plain-page';

type Result = { ok: boolean; text: string } | null;

function ResultAlert({ result }: { result: Result }) {
  if (!result) return null;
  return (
    <Alert color={result.ok ? 'teal' : 'red'} role="alert">
      {result.text}
    </Alert>
  );
}

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

function PrivacyForm({ initial }: { initial: PrivacyBody }) {
  const { t } = useTranslation('account');
  const save = usePrivacySave();
  const [values, setValues] = useState(initial);
  const [result, setResult] = useState<Result>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    save.mutate(values, {
      onSuccess: () => setResult({ ok: true, text: t('privacy.saved') }),
      onError: (err) => setResult({ ok: false, text: errorMessage(err, t('privacy.failed')) }),
    });
  };
  return (
    <Paper withBorder p="md" radius="lg" component="form" onSubmit={submit}>
      <Stack gap="md">
        <Checkbox label={t('privacy.shareData')} checked={values.shareData} onChange={(e) => setValues({ ...values, shareData: e.currentTarget.checked })} />
        <Select
          label={t('privacy.visibility')}
          value={values.profileVisibility}
          onChange={(v) => v && setValues({ ...values, profileVisibility: v as ProfileVisibility })}
          allowDeselect={false}
          data={[
            { value: 'public', label: t('privacy.public') },
            { value: 'private', label: t('privacy.private') },
            { value: 'friends', label: t('privacy.friends') },
          ]}
        />
        <ResultAlert result={result} />
        <Button type="submit" loading={save.isPending}>
          {t('saveChanges')}
        </Button>
      </Stack>
    </Paper>
  );
}

function NotificationPreferencesForm({ initial }: { initial: NotificationPreferencesBody }) {
  const { t } = useTranslation('account');
  const save = useNotificationPreferencesSave();
  const [values, setValues] = useState(initial);
  const [result, setResult] = useState<Result>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    save.mutate(values, {
      onSuccess: () => setResult({ ok: true, text: t('notificationPrefs.saved') }),
      onError: (err) => setResult({ ok: false, text: errorMessage(err, t('notificationPrefs.failed')) }),
    });
  };
  const box = (key: keyof NotificationPreferencesBody, label: string) => (
    <Checkbox label={label} checked={values[key]} onChange={(e) => setValues({ ...values, [key]: e.currentTarget.checked })} />
  );
  return (
    <Paper withBorder p="md" radius="lg" component="form" onSubmit={submit}>
      <Stack gap="md">
        {box('emailNotifications', t('notificationPrefs.email'))}
        {box('smsNotifications', t('notificationPrefs.sms'))}
        {box('pushNotifications', t('notificationPrefs.push'))}
        <ResultAlert result={result} />
        <Button type="submit" loading={save.isPending}>
          {t('saveChanges')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Privacy (spec §2 /privacy), loaded from and saved to the server. */
export function PrivacyPage() {
  const { t } = useTranslation('account');
  return <WithSettings title={t('privacy.title')}>{(s) => <PrivacyForm initial={{ shareData: s.shareData, profileVisibility: s.profileVisibility }} />}</WithSettings>;
}

/** Notification preferences (spec §2 /notification-preferences), loaded from and saved to the server. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('account');
  return (
    <WithSettings title={t('notificationPrefs.title')}>
      {(s) => <NotificationPreferencesForm initial={{ emailNotifications: s.emailNotifications, smsNotifications: s.smsNotifications, pushNotifications: s.pushNotifications }} />}
    </WithSettings>
  );
}

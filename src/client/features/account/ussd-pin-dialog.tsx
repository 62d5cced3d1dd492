import { PasswordInput, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { ussdPinBody } from '../../../shared/schemas/ussd';
import { AppModal } from '../../components/app-modal';
import { usePayInfo } from '../../components/ways-to-pay';
import { errorMessage } from '../../lib/api';
import { FormSubmit } from '../../components/shell/form-submit';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { accountApi, useUssdPinStatus } from './account-api';
import { FormStack } from '../../components/shell/form-stack';

/**
 * Settings' "USSD PIN" dialog: set or change the PIN of the USSD menu (see docs/product/ussd.md).
 * Loaded with its first opening (ussd-pin-section.tsx), with the inputs and the schema.
 */
export function UssdPinDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('account');
  const status = useUssdPinStatus();
  const code = usePayInfo().data?.ussdCode;
  const dial = code ? t('ussdPin.dialCode', { code }) : t('ussdPin.dialUnknown');
  const { form, error, setError, notice, setNotice, busy, onSubmit } = useSchemaForm({
    initialValues: { pin: '', password: '' },
    schema: ussdPinBody,
    submit: (v) => accountApi.setUssdPin(v),
    successNotice: t('ussdPin.saved', { dial }),
    onSuccess: async (_result, _values, f) => {
      f.reset();
      await status.refetch();
    },
    failed: (err) => errorMessage(err, t('ussdPin.failed')),
  });

  const close = () => {
    form.reset();
    setError(null);
    setNotice(null);
    onClose();
  };

  const lockedUntil = status.data?.lockedUntil;
  const lockedTime = lockedUntil
    ? new Date(lockedUntil).toLocaleTimeString(i18n.language === 'sw' ? 'sw-KE' : 'en-KE', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Africa/Nairobi',
      })
    : null;
  return (
    <AppModal opened={opened} onClose={close} title={t('ussdPin.title')}>
      <FormStack onSubmit={onSubmit}>
        <Text size="sm">{t('ussdPin.intro', { dial })}</Text>
        {lockedTime && (
          <Text size="sm" c="red">
            {t('ussdPin.locked', { time: lockedTime })}
          </Text>
        )}
        <PasswordInput
          label={t('ussdPin.pin')}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          required
          {...form.getInputProps('pin')}
        />
        <PasswordInput
          label={t('ussdPin.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <FormSubmit error={error} notice={notice} noticeRole="alert" busy={busy}>
          {t('ussdPin.submit')}
        </FormSubmit>
      </FormStack>
    </AppModal>
  );
}

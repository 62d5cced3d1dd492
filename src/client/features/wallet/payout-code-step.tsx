import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { displayPhone } from '../../../shared/phone';

interface Props {
  /** The number the code unlocks, as sent (254…). */
  number: string;
  busy: boolean;
  onConfirm: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

/** The second step of a withdrawal to a number new to the account: the code mailed to the owner. */
export function PayoutCodeStep({ number, busy, onConfirm, onResend, onCancel }: Props) {
  const { t } = useTranslation('wallet');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('withdraw.codeFormat'));
      return;
    }
    setError(undefined);
    onConfirm(code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('withdraw.codeIntro', { number: displayPhone(number) })}</Text>
        <TextInput
          label={t('withdraw.codeLabel')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="md"
          error={error}
          required
          data-autofocus
        />
        <Button type="submit" size="md" loading={busy} fullWidth>
          {t('withdraw.codeSubmit')}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={onResend} disabled={busy}>
            {t('withdraw.codeResend')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel} disabled={busy}>
            {t('withdraw.codeCancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { storedUserId } from '../../lib/session';
import { authApi } from './auth-api';
import { useBack } from './use-back';
import { AuthShell, FormAlert } from './auth-shell';

/** /register/step-3: the two consents; without a stored user id, back to step 2. */
export function RegisterStep3Page() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const goBack = useBack('/register/step-2');
  const userId = storedUserId();
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!userId) return <Navigate to="/register/step-2" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!terms || !privacy) {
      setError(t('validation.mustConsent'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await authApi.registerStep3(userId);
      void navigate('/register/step-4');
    } catch (err) {
      setError(errorMessage(err, t('step3.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('step3.title')} subtitle={t('stepOf', { step: 3 })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Checkbox
            checked={terms}
            onChange={(e) => setTerms(e.currentTarget.checked)}
            label={
              <Trans
                t={t}
                i18nKey="step3.terms"
                components={{ terms: <Anchor component={Link} to="/terms-and-conditions" target="_blank" inherit /> }}
              />
            }
          />
          <Checkbox checked={privacy} onChange={(e) => setPrivacy(e.currentTarget.checked)} label={t('step3.privacy')} />
          {error && <FormAlert kind="error">{error}</FormAlert>}
          <Group grow>
            <Button variant="default" onClick={goBack}>
              {t('back')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthShell>
  );
}

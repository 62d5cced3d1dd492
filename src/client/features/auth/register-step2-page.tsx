import { Button, FileInput, Group, Stack } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { storedUserId } from '../../lib/session';
import { authApi } from './auth-api';
import { useBack } from './use-back';
import { AuthShell, FormAlert } from './auth-shell';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** /register/step-2: front and back of the ID; without a stored user id, back to step 1. */
export function RegisterStep2Page() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const goBack = useBack('/register/step-1');
  const userId = storedUserId();
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!userId) return <Navigate to="/register/step-1" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!front || !back) {
      setError(t('validation.uploadBothIds'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await authApi.registerStep2(userId, front, back);
      void navigate('/register/step-3');
    } catch {
      setError(t('step2.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('step2.title')} subtitle={t('stepOf', { step: 2 })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FileInput label={t('step2.front')} description={t('step2.hint')} accept={IMAGE_TYPES} value={front} onChange={setFront} leftSection={<IconId size={18} />} clearable required />
          <FileInput label={t('step2.back')} accept={IMAGE_TYPES} value={back} onChange={setBack} leftSection={<IconId size={18} />} clearable required />
          {error && <FormAlert kind="error">{error}</FormAlert>}
          <Group grow>
            <Button variant="default" onClick={goBack}>
              {t('back')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('step2.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthShell>
  );
}

import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, Navigate, useNavigate } from 'react-router';
import { registrationEmail, storedUserId } from '../../lib/session';
import { FormAlert } from '../../components/shell/form-error';
import { authApi } from './kit/auth-api';
import { AuthShell } from './kit/auth-shell';
import { CodeForm } from './code-form';
import { useKeyedText } from '../../i18n/keyed-text';
import { AUTH_TEXTS } from '../../../shared/schemas/auth';

/**
 * /register/step-4: the emailed code (naming the email it went to, with the resend wait counted down);
 * on success /login opens in a new tab, as the specification says, and this tab says the registration
 * is complete with a link to sign in. A browser that blocks the new tab gets /login in this one
 * instead, saying the same (decision 061). No user id: step 3.
 */
export function RegisterStep4Page() {
  const { t } = useTranslation('auth');
  const keyed = useKeyedText();
  const userId = storedUserId();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const email = registrationEmail();
  if (!userId) return <Navigate to="/register/step-3" replace />;

  const verify = async (code: string) => {
    await authApi.registerStep4(userId, code);
    // Not 'noopener': with it, window.open answers null whether or not the tab opened.
    const tab = window.open('/login', '_blank');
    if (!tab) {
      void navigate('/login', { replace: true, state: { registered: true } });
      return;
    }
    tab.opener = null;
    setDone(true);
  };

  return (
    <AuthShell title={t('step4.title')} subtitle={t('stepOf', { step: 4 })}>
      {done ? (
        <Stack gap="sm">
          <FormAlert kind="success">{t('step4.doneNewTab')}</FormAlert>
          <Anchor component={Link} to="/login">
            {t('step4.toLogin')}
          </Anchor>
        </Stack>
      ) : (
        <CodeForm
          userId={userId}
          incompleteMessage={keyed(AUTH_TEXTS.fullAuthCode)}
          invalidMessage={keyed(AUTH_TEXTS.invalidAuthCode)}
          initialNotice={t('step4.sent')}
          sentTo={email ? t('step4.sentTo', { email }) : undefined}
          onVerify={verify}
        />
      )}
    </AuthShell>
  );
}

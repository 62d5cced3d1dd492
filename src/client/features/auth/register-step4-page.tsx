import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { registrationEmail, storedUserId } from '../../lib/session';
import { authApi } from './auth-api';
import { AuthShell } from './auth-shell';
import { CodeForm } from './code-form';

/**
 * /register/step-4: the emailed code (naming the email it went to, with the resend wait counted down);
 * on success /login opens in this tab and says the registration is complete (the spec's new tab left
 * people on a finished page, or was blocked as a pop-up: decision 061). No user id: step 3.
 */
export function RegisterStep4Page() {
  const { t } = useTranslation('auth');
  const userId = storedUserId();
  const navigate = useNavigate();
  const email = registrationEmail();
  if (!userId) return <Navigate to="/register/step-3" replace />;

  const verify = async (code: string) => {
    await authApi.registerStep4(userId, code);
    void navigate('/login', { replace: true, state: { registered: true } });
  };

  return (
    <AuthShell title={t('step4.title')} subtitle={t('stepOf', { step: 4 })}>
      <CodeForm
        userId={userId}
        incompleteMessage={t('validation.fullAuthCode')}
        invalidMessage={t('step4.invalid')}
        initialNotice={t('step4.sent')}
        sentTo={email ? t('step4.sentTo', { email }) : undefined}
        onVerify={verify}
      />
    </AuthShell>
  );
}

import { useTranslation } from '../../i18n/react';
import { Navigate } from 'react-router';
import { storedUserId } from '../../lib/session';
import { authApi } from './kit/auth-api';
import { FormAlert } from '../../components/shell/form-error';
import { AuthShell } from './kit/auth-shell';
import { CodeForm } from './code-form';
import { useEnterApp } from './kit/use-enter-app';
import { useKeyedText } from '../../i18n/keyed-text';
import { AUTH_TEXTS } from '../../../shared/schemas/auth';

/** /verify-code: two-step verification after the password (see docs/product/identity.md). */
export function VerifyCodePage() {
  const { t } = useTranslation('auth');
  const keyed = useKeyedText();
  const userId = storedUserId();
  const { enter, unknownRole } = useEnterApp();
  if (!userId) return <Navigate to="/login" replace />;
  return (
    <AuthShell title={t('verify.title')}>
      <CodeForm
        userId={userId}
        incompleteMessage={keyed(AUTH_TEXTS.fullVerificationCode)}
        invalidMessage={keyed(AUTH_TEXTS.invalidVerificationCode)}
        initialNotice={t('verify.sent')}
        onVerify={async (code) => enter(await authApi.verifyCode(userId, code))}
      />
      {unknownRole && <FormAlert kind="error">{t('unknownRole')}</FormAlert>}
    </AuthShell>
  );
}

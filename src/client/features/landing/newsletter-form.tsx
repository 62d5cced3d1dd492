import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { MessageResponse } from '../../../shared/schemas/common';
import { api, errorMessage } from '../../lib/api';
import { SubmitButton } from './submit-button';
import styles from './footer.module.css';
import forms from './form.module.css';
import { newsletterEmailValid, preloadFormChecks } from './form-checks';
import { TextField } from './text-field';
import { useRequest } from './use-request';

const subscribeAddress = (email: string) => api<MessageResponse>('POST', '/api/newsletter', { email });

/** The footer's newsletter field: POST /api/newsletter, then the outcome in words. */
export function NewsletterForm() {
  const { t } = useTranslation('landing');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useRequest(subscribeAddress);
  const { state } = subscribe;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    subscribe.reset();
    if (!(await newsletterEmailValid(email))) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    subscribe.run(email, () => setEmail(''));
  };

  const error = invalid
    ? t('footer.invalidEmail')
    : state.status === 'error'
      ? errorMessage(state.error, t('footer.subscribeFailed'))
      : undefined;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="newsletter-title">
      <div className={forms.row}>
        <div className={forms.grow}>
          <TextField
            type="email"
            autoComplete="email"
            label={t('footer.emailLabel')}
            hiddenLabel
            placeholder={t('footer.emailPlaceholder')}
            value={email}
            onFocus={preloadFormChecks}
            onValue={(value) => {
              setEmail(value);
              setInvalid(false);
            }}
            error={error}
            errorClassName={styles.error}
          />
        </div>
        <SubmitButton pending={state.status === 'pending'}>{t('footer.subscribe')}</SubmitButton>
      </div>
      {state.status === 'success' && (
        <p role="status" className={styles.success}>
          {t('footer.subscribed')}
        </p>
      )}
    </form>
  );
}

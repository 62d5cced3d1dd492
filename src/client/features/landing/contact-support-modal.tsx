import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { MessageResponse } from '../../../shared/schemas/common';
import type { ContactInput } from '../../../shared/schemas/site';
import { api, ApiError } from '../../lib/api';
import buttons from './buttons.module.css';
import { SubmitButton } from './submit-button';
import dialogs from './dialog.module.css';
import { DialogCloseButton } from './dialog-close-button';
import forms from './form.module.css';
import { contactFieldsInvalid, preloadFormChecks } from './form-checks';
import classes from './landing.module.css';
import { TextAreaField, TextField } from './text-field';
import { useModalDialog } from './use-modal-dialog';
import { useRequest } from './use-request';

/** The schema's limit (CONTACT_MESSAGE_MAX in src/shared/schemas/site.ts), kept here so the page does not load zod. */
const MESSAGE_MAX = 5000;
const EMPTY: ContactInput = { name: '', email: '', message: '' };
const TITLE_ID = 'contact-support-title';

const sendMessage = (body: ContactInput) => api<MessageResponse>('POST', '/api/contact', { ...body });

/** Contact Support: name (optional), email and message, stored by POST /api/contact. */
export function ContactSupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('landing');
  const ref = useModalDialog(opened);
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<{ email?: string; message?: string }>({});
  const send = useRequest(sendMessage);
  const { state } = send;

  const set = (field: keyof ContactInput) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = await contactFieldsInvalid(values);
    if (invalid.email || invalid.message) {
      setErrors({
        email: invalid.email ? t('contact.emailRequired') : undefined,
        message: invalid.message ? t('contact.messageRequired') : undefined,
      });
      return;
    }
    send.run(values, () => setValues(EMPTY));
  };

  // The dialog's own close (Escape, the close buttons, a click beside the panel) ends here.
  const closed = () => {
    onClose();
    send.reset();
    setErrors({});
  };

  const failure =
    state.status === 'error' && state.error instanceof ApiError && state.error.message
      ? t('contact.error', { message: state.error.message })
      : t('contact.failed');

  return (
    <dialog
      ref={ref}
      className={dialogs.modal}
      aria-labelledby={TITLE_ID}
      onClose={closed}
      onClick={(e) => {
        if (e.target === e.currentTarget) ref.current?.close();
      }}
    >
      <div className={dialogs.panel}>
        <div className={dialogs.head}>
          <h2 id={TITLE_ID} className={dialogs.title}>
            {t('contact.title')}
          </h2>
          <DialogCloseButton dialog={ref} label={t('common:close')} />
        </div>
        <div className={dialogs.body}>
          {state.status === 'success' ? (
            <div className={forms.stack}>
              <p role="status" className={`${forms.alert} ${forms.success}`}>
                <IconCircleCheck size={20} aria-hidden="true" />
                {t('contact.success')}
              </p>
              <div className={forms.end}>
                <button type="button" className={`${buttons.button} ${buttons.default}`} onClick={() => send.reset()}>
                  {t('contact.sendAnother')}
                </button>
                <button type="button" className={buttons.button} onClick={() => ref.current?.close()}>
                  {t('common:close')}
                </button>
              </div>
            </div>
          ) : (
            <form onSubmit={(e) => void submit(e)} noValidate className={forms.stack}>
              <p className={`${forms.intro} ${classes.dimmed}`}>{t('contact.intro')}</p>
              <TextField
                label={t('contact.name')}
                autoComplete="name"
                maxLength={120}
                value={values.name ?? ''}
                onFocus={preloadFormChecks}
                onValue={set('name')}
              />
              <TextField
                label={t('contact.email')}
                type="email"
                autoComplete="email"
                required
                value={values.email}
                error={errors.email}
                onFocus={preloadFormChecks}
                onValue={set('email')}
              />
              <TextAreaField
                label={t('contact.message')}
                required
                maxLength={MESSAGE_MAX}
                value={values.message}
                error={errors.message}
                onFocus={preloadFormChecks}
                onValue={set('message')}
              />
              {state.status === 'error' && (
                <p role="alert" className={`${forms.alert} ${forms.failure}`}>
                  <IconAlertCircle size={20} aria-hidden="true" />
                  {failure}
                </p>
              )}
              <div className={forms.end}>
                <SubmitButton pending={state.status === 'pending'}>{t('contact.send')}</SubmitButton>
              </div>
            </form>
          )}
        </div>
      </div>
    </dialog>
  );
}

import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactInput } from '../../../shared/schemas/site';
import type { MessageResponse } from '../../../shared/schemas/common';
import { api, ApiError } from '../../lib/api';
import { hasText, looksLikeEmail } from './form-checks';

const MESSAGE_MAX = 5000;

const EMPTY: ContactInput = { name: '', email: '', message: '' };

/** Contact Support: name (optional), email and message, stored by POST /api/contact. */
export function ContactSupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('landing');
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<{ email?: string; message?: string }>({});
  const send = useMutation({ mutationFn: (body: ContactInput) => api<MessageResponse>('POST', '/api/contact', { ...body }) });

  const set = (field: keyof ContactInput) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      ...(looksLikeEmail(values.email) ? {} : { email: t('contact.emailRequired') }),
      ...(hasText(values.message) ? {} : { message: t('contact.messageRequired') }),
    };
    if (found.email || found.message) {
      setErrors(found);
      return;
    }
    send.mutate(values, { onSuccess: () => setValues(EMPTY) });
  };

  const close = () => {
    onClose();
    send.reset();
    setErrors({});
  };

  const failure = send.error instanceof ApiError && send.error.message ? t('contact.error', { message: send.error.message }) : t('contact.failed');

  return (
    <Modal opened={opened} onClose={close} title={t('contact.title')} centered size="lg" closeButtonProps={{ 'aria-label': t('common:close') }}>
      {send.isSuccess ? (
        <Stack>
          <Alert color="teal" icon={<IconCircleCheck aria-hidden="true" />} role="status">
            {t('contact.success')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send.reset()}>
              {t('contact.sendAnother')}
            </Button>
            <Button onClick={close}>{t('common:close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('contact.intro')}
            </Text>
            <TextInput label={t('contact.name')} autoComplete="name" maxLength={120} value={values.name ?? ''} onChange={(e) => set('name')(e.currentTarget.value)} />
            <TextInput
              label={t('contact.email')}
              type="email"
              autoComplete="email"
              required
              value={values.email}
              error={errors.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
            />
            <Textarea
              label={t('contact.message')}
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={MESSAGE_MAX}
              value={values.message}
              error={errors.message}
              onChange={(e) => set('message')(e.currentTarget.value)}
            />
            {send.isError && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending}>
                {t('contact.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

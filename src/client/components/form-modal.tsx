import { Button, type ButtonProps, Group, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { errorMessage } from '../lib/api';
import { FormError } from './shell/form-error';
import { FormSubmit } from './shell/form-submit';
import { AppModal } from './app-modal';
import { FormStack } from './shell/form-stack';
import type { SchemaFormState } from '../lib/forms/use-schema-form';

/** What every dialog is given: a way to close it, and one to close it with a message for the page. */
export type DialogProps<Extra = object> = Extra & {
  onClose: () => void;
  onDone: (message: string) => void;
};

/**
 * A dialog that is one form (`state`, what `useSchemaForm` returned): its fields, then its error and
 * submit button. Mounted when opened unless `opened` says otherwise.
 */
export function FormModal({
  title,
  opened = true,
  onClose,
  state: { onSubmit, error, busy },
  submit,
  children,
}: {
  title: ReactNode;
  opened?: boolean;
  onClose: () => void;
  /** What `useSchemaForm` returned. */
  state: SchemaFormState;
  /** The submit button's text. */
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <FormStack onSubmit={onSubmit}>
        {children}
        <FormSubmit error={error} busy={busy}>
          {submit}
        </FormSubmit>
      </FormStack>
    </AppModal>
  );
}

/**
 * What `ConfirmModal` takes from the one mutation it confirms: its failure (the server's message, else
 * `failed`), busy while it runs, and running it: `<ConfirmModal {...confirming(leave, t('failed'))} …>`.
 */
export function confirming(
  mutation: { isError: boolean; error: unknown; isPending: boolean; mutate: () => void },
  failed: string,
) {
  return {
    error: mutation.isError ? errorMessage(mutation.error, failed) : null,
    busy: mutation.isPending,
    onConfirm: () => mutation.mutate(),
  };
}

/**
 * A dialog (mounted when opened unless `opened` says otherwise) that asks before doing one thing: what will happen, the request's error, then Cancel and the
 * confirming button (side by side, or stacked on a phone with `stackOnPhone` when its text is long).
 */
export function ConfirmModal({
  title,
  opened = true,
  onClose,
  error,
  busy,
  onConfirm,
  confirm,
  confirmProps,
  stackOnPhone = false,
  zIndex,
  children,
}: {
  title: ReactNode;
  opened?: boolean;
  onClose: () => void;
  error: string | null;
  busy: boolean;
  onConfirm: () => void;
  /** The confirming button's text. */
  confirm: ReactNode;
  confirmProps?: ButtonProps & { 'data-autofocus'?: boolean };
  stackOnPhone?: boolean;
  /** Above another dialog that stays open beneath it. */
  zIndex?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const buttons = (
    <>
      <Button variant="default" onClick={onClose}>
        {t('cancel')}
      </Button>
      <Button loading={busy} onClick={onConfirm} {...confirmProps}>
        {confirm}
      </Button>
    </>
  );
  return (
    <AppModal opened={opened} onClose={onClose} title={title} zIndex={zIndex}>
      <Stack gap="sm">
        {children}
        <FormError error={error} />
        {stackOnPhone ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {buttons}
          </SimpleGrid>
        ) : (
          <Group grow gap="sm">
            {buttons}
          </Group>
        )}
      </Stack>
    </AppModal>
  );
}

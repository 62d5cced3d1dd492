import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormSubmit } from '../../lib/forms/form-submit';
import type { SchemaForm } from '../../lib/forms/use-schema-form';

/**
 * The frame of the Help and Feedback forms: a bordered form of their fields, then the result (read
 * out at once) and the send button.
 */
export function MessageForm({
  state: { onSubmit, error, notice, busy },
  submit,
  children,
}: {
  /** What `useSchemaForm` returned. */
  state: Pick<SchemaForm<Record<string, unknown>>, 'onSubmit' | 'error' | 'notice' | 'busy'>;
  /** The send button's text. */
  submit: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <FormSubmit error={error} notice={notice} noticeRole="alert" busy={busy}>
          {submit}
        </FormSubmit>
      </Stack>
    </Paper>
  );
}

import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { GrowingTextarea } from '../../components/growing-textarea';
import { FormSubmit } from '../../components/shell/form-submit';
import type { SchemaForm } from '../../lib/forms/use-schema-form';

/**
 * The Help and Feedback forms: a bordered form of their fields, then the required message (four rows
 * that grow with the text), the result (read out at once) and the send button.
 */
export function MessageForm<V extends Record<string, unknown>>({
  state: { form, onSubmit, error, notice, busy },
  message,
  submit,
  children,
}: {
  /** What `useSchemaForm` returned. */
  state: SchemaForm<V>;
  /** The message: its field among the form's values, its label and placeholder. */
  message: { field: keyof V & string; label: string; placeholder: string };
  /** The send button's text. */
  submit: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <GrowingTextarea
          required
          minRows={4}
          label={message.label}
          placeholder={message.placeholder}
          {...form.getInputProps(message.field)}
        />
        <FormSubmit error={error} notice={notice} noticeRole="alert" busy={busy}>
          {submit}
        </FormSubmit>
      </Stack>
    </Paper>
  );
}

import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';

type Kind = 'error' | 'success' | 'info';

/**
 * A form's message: an error is read out at once (role alert), a success or hint politely (role status)
 * unless the screen asks for `role="alert"` (the account screens announce their results at once).
 */
export function FormAlert({ kind, role, children }: { kind: Kind; role?: 'alert' | 'status'; children: ReactNode }) {
  const color = kind === 'error' ? 'red' : kind === 'success' ? 'teal' : 'blue';
  return (
    <Alert color={color} role={role ?? (kind === 'error' ? 'alert' : 'status')} variant="light">
      {children}
    </Alert>
  );
}

/** A form's one error (the schema's first issue or the server's `{message}`), nothing when there is none. */
export function FormError({ error }: { error: string | null }) {
  return error ? <FormAlert kind="error">{error}</FormAlert> : null;
}

/** A request's failure (a query or mutation with `isError`): the server's `{message}`, else `failed`; nothing before one. */
export function RequestError({ request, failed }: { request: { isError: boolean; error: unknown }; failed: string }) {
  return <FormError error={request.isError ? errorMessage(request.error, failed) : null} />;
}

/** A form's success text, nothing when there is none. */
export function FormNotice({ notice, role }: { notice: string | null; role?: 'alert' | 'status' }) {
  return notice ? (
    <FormAlert kind="success" role={role}>
      {notice}
    </FormAlert>
  ) : null;
}

import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormError, FormNotice } from './form-error';

interface Props extends ButtonProps {
  error: string | null;
  /** Left out by forms that close or navigate on success. */
  notice?: string | null;
  noticeRole?: 'alert' | 'status';
  busy: boolean;
  children: ReactNode;
}

/** A form's end: its error, its success text and the submit button, loading while the request runs. */
export function FormSubmit({ error, notice, noticeRole, busy, children, ...button }: Props) {
  return (
    <>
      <FormError error={error} />
      {notice !== undefined && <FormNotice notice={notice} role={noticeRole} />}
      <Button type="submit" loading={busy} {...button}>
        {children}
      </Button>
    </>
  );
}

import type { ReactNode } from 'react';
import buttons from './buttons.module.css';

/** A landing form's submit button: disabled with a spinner while the request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={buttons.button} disabled={pending} aria-busy={pending || undefined}>
      {pending && <span className={buttons.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

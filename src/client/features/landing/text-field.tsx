import { type ReactNode, useId } from 'react';
import styles from './form.module.css';

interface FieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown under the field, announced, and marks the field invalid. */
  error?: string;
  required?: boolean;
  /** A label for assistive technology only (the newsletter field sits under its own heading). */
  hiddenLabel?: boolean;
  errorClassName?: string;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  onFocus?: () => void;
}

interface ControlProps {
  id: string;
  value: string;
  required: boolean | undefined;
  maxLength: number | undefined;
  autoComplete: string | undefined;
  placeholder: string | undefined;
  onFocus: (() => void) | undefined;
  'aria-label': string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string | undefined;
}

/** The label, the control and its error, wired together for assistive technology. */
function Field({ props, control }: { props: FieldProps; control: (c: ControlProps) => ReactNode }) {
  const { label, value, error, required, hiddenLabel, errorClassName, maxLength, autoComplete, placeholder, onFocus } =
    props;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      {!hiddenLabel && (
        <label htmlFor={id} className={styles.label}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      {control({
        id,
        value,
        required,
        maxLength,
        autoComplete,
        placeholder,
        onFocus,
        'aria-label': hiddenLabel ? label : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        className: styles.input,
      })}
      {error && (
        <p id={errorId} role="alert" className={`${styles.error} ${errorClassName ?? ''}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text field of the landing page's forms. */
export function TextField(props: FieldProps & { type?: 'text' | 'email' }) {
  return (
    <Field
      props={props}
      control={(c) => (
        <input {...c} type={props.type ?? 'text'} onChange={(e) => props.onValue(e.currentTarget.value)} />
      )}
    />
  );
}

/** A labelled text area of the landing page's forms; it grows with its text (4 to 10 lines). */
export function TextAreaField(props: FieldProps) {
  return (
    <Field
      props={props}
      control={(c) => <textarea {...c} rows={4} onChange={(e) => props.onValue(e.currentTarget.value)} />}
    />
  );
}

import { useForm, type UseFormReturnType } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { LocalizedText } from '../../../shared/localized-text';
import { schemaText } from '../../../shared/schemas/schema-texts';
import { defaultIssueText } from '../../../shared/validation-messages';
import { useKeyedText } from '../../i18n/keyed-text';
import { errorMessage } from '../api';
import { useOneAtATime } from '../shell/use-one-at-a-time';
import { plainDraft, withDraft } from '../signed-out';
import { useKeepOnSignOut, useKeptDraft } from '../use-kept-draft';

export interface SchemaFormOptions<V extends Record<string, unknown>, R> {
  initialValues: V;
  /** The shared schema (`src/shared/schemas`) the route parses the body with; its first issue stops the submit. */
  schema?: z.ZodType;
  /** What the schema checks, when it is not the values themselves (a body with the user id, a trimmed text). */
  body?: (values: V) => unknown;
  /** Checks the route's schema cannot make (the balance, a date in the future), run after it: a message or null. */
  check?: (values: V) => string | null | Promise<string | null>;
  /**
   * The schema's message in the reader's language. By default a shared keyed text's side
   * (`shared/schemas/schema-texts.ts`, decision 073); a form whose schema is not keyed yet passes its own.
   */
  translate?: (message: string) => string;
  /** The request; its ApiError's `{message}` becomes the form's error. */
  submit: (values: V) => Promise<R>;
  /** After a success; `form` to clear a field (`form.setFieldValue('message', '')`) or all (`form.reset()`). */
  onSuccess?: (result: R, values: V, form: UseFormReturnType<V>) => unknown;
  /** The text the form shows after a success (`notice`), until the next submit. */
  successNotice?: string | ((result: R) => string);
  /** The error shown when the server gave no message (a lost connection), or the error a failure shows. */
  failed: string | ((error: unknown) => string);
  /**
   * A name under which the form's plain values (text, numbers, choices: never a file, password or PIN)
   * are kept if the session ends while it is open, and typed back after the same user signs in (decision 061).
   */
  keep?: string;
}

export interface SchemaForm<V extends Record<string, unknown>> {
  /** Mantine's form: `{...form.getInputProps('email')}` on an input, `form.values`, `form.reset()`. */
  form: UseFormReturnType<V>;
  values: V;
  /** The one error the form shows: the schema's first issue, a check's message or the server's message. */
  error: string | null;
  setError: (error: string | null) => void;
  /** The success text the form shows until the next submit (`successNotice`, or `setNotice`). */
  notice: string | null;
  setNotice: (notice: string | null) => void;
  busy: boolean;
  onSubmit: (event?: FormEvent) => void;
}

/** What a form's frame (`FormModal`) needs of it: submit, its one error, busy. */
export type SchemaFormState = Pick<SchemaForm<Record<string, unknown>>, 'onSubmit' | 'error' | 'busy'>;

/** A field's starting value with its wider type: `{ amount: fieldValue<string | number>('') }`. */
export function fieldValue<T>(value: T): T {
  return value;
}

/** The first issue a schema finds in some data, or null when it passes. */
export function firstIssue(schema: z.ZodType, data: unknown): string | null {
  const result = schema.safeParse(data);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

/**
 * The first issue a schema finds, with its keyed text: the schema's own pair, or zod's default
 * sentence as a pair (`defaultIssueText`); null when the data passes.
 */
export function firstIssueText(
  schema: z.ZodType,
  data: unknown,
): { message: string; text: LocalizedText | undefined } | null {
  const result = schema.safeParse(data);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const message = issue?.message ?? '';
  return { message, text: schemaText(message) ?? (issue ? defaultIssueText(message, issue) : undefined) };
}

/**
 * Every form's validate → busy → request → error wiring, one way (docs/decisions/025-client-forms.md):
 * values in Mantine's form, validation by the route's zod schema, the server's `{message}` as the error.
 */
export function useSchemaForm<V extends Record<string, unknown>, R>(options: SchemaFormOptions<V, R>): SchemaForm<V> {
  const kept = useKeptDraft(options.keep ?? '');
  const form = useForm<V>({ mode: 'controlled', initialValues: withDraft(options.initialValues, kept) });
  useKeepOnSignOut(options.keep ?? '', () => plainDraft(form.getValues()));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, run: once } = useOneAtATime();

  const keyed = useKeyedText();
  const validate = async (values: V): Promise<string | null> => {
    const { schema, body, check, translate } = options;
    const issue = schema ? firstIssueText(schema, body ? body(values) : values) : null;
    if (issue !== null) return translate ? translate(issue.message) : issue.text ? keyed(issue.text) : issue.message;
    return check ? check(values) : null;
  };

  const run = async () => {
    const values = form.getValues();
    setNotice(null);
    const problem = await validate(values);
    setError(problem);
    if (problem !== null) return;
    let result: R;
    try {
      result = await options.submit(values);
    } catch (err) {
      const { failed } = options;
      setError(typeof failed === 'string' ? errorMessage(err, failed) : failed(err));
      return;
    }
    const { successNotice } = options;
    if (successNotice !== undefined)
      setNotice(typeof successNotice === 'string' ? successNotice : successNotice(result));
    await options.onSuccess?.(result, values, form);
  };

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    // One submit at a time: a second tap while the first is checked or sent is ignored.
    void once(run);
  };

  return { form, values: form.values, error, setError, notice, setNotice, busy, onSubmit };
}

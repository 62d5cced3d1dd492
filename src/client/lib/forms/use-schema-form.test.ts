import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api';
import { installValidationMessages } from '../../../shared/validation-messages';
import { firstIssueText, useSchemaForm } from './use-schema-form';

const body = z.object({ email: z.string().min(1, 'Email is required.') });

function setup(submit: (values: { email: string }) => Promise<string>, check?: () => string | null) {
  const sent: string[] = [];
  const hook = renderHook(() =>
    useSchemaForm({
      initialValues: { email: '' },
      schema: body,
      translate: (message) => `«${message}»`,
      check,
      submit: async (values) => {
        sent.push(values.email);
        return submit(values);
      },
      successNotice: (result) => `done: ${result}`,
      failed: 'Could not send.',
    }),
  );
  return { hook, sent };
}

describe('useSchemaForm', () => {
  it("stops at the schema's first issue, translated, and sends nothing", async () => {
    const { hook, sent } = setup(async () => 'ok');
    await act(async () => hook.result.current.onSubmit());
    expect(hook.result.current.error).toBe('«Email is required.»');
    expect(sent).toEqual([]);
  });

  it('runs the check after the schema', async () => {
    const { hook, sent } = setup(
      async () => 'ok',
      () => 'Not enough balance.',
    );
    act(() => hook.result.current.form.setFieldValue('email', 'a@b.co'));
    await act(async () => hook.result.current.onSubmit());
    expect(hook.result.current.error).toBe('Not enough balance.');
    expect(sent).toEqual([]);
  });

  it('sends valid values, is busy meanwhile, and shows the success notice', async () => {
    let finish: (value: string) => void = () => undefined;
    const { hook, sent } = setup(() => new Promise<string>((resolve) => (finish = resolve)));
    act(() => hook.result.current.form.setFieldValue('email', 'a@b.co'));
    act(() => hook.result.current.onSubmit());
    await waitFor(() => expect(hook.result.current.busy).toBe(true));
    expect(sent).toEqual(['a@b.co']);
    await act(async () => finish('42'));
    expect(hook.result.current.busy).toBe(false);
    expect(hook.result.current.error).toBeNull();
    expect(hook.result.current.notice).toBe('done: 42');
  });

  it("shows the server's message, or the fallback when there is none", async () => {
    const refused = setup(() => Promise.reject(new ApiError(422, 'Insufficient balance.')));
    act(() => refused.hook.result.current.form.setFieldValue('email', 'a@b.co'));
    await act(async () => refused.hook.result.current.onSubmit());
    expect(refused.hook.result.current.error).toBe('Insufficient balance.');
    expect(refused.hook.result.current.notice).toBeNull();

    const lost = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    act(() => lost.hook.result.current.form.setFieldValue('email', 'a@b.co'));
    await act(async () => lost.hook.result.current.onSubmit());
    expect(lost.hook.result.current.error).toBe('Could not send.');
  });
});

describe('useSchemaForm, tapped twice', () => {
  it('sends once while the first submit is still on its way', async () => {
    let answer: (value: string) => void = () => undefined;
    const { hook, sent } = setup(() => new Promise<string>((resolve) => (answer = resolve)));
    act(() => hook.result.current.form.setFieldValue('email', 'a@b.co'));
    // Both taps come before React has drawn the button as busy (the same render's onSubmit).
    const { onSubmit } = hook.result.current;
    await act(async () => {
      onSubmit();
      onSubmit();
    });
    expect(hook.result.current.busy).toBe(true);
    await act(async () => answer('ok'));
    expect(sent).toEqual(['a@b.co']);
    expect(hook.result.current.busy).toBe(false);
  });

  it("gives a schema's own refusal and zod's default sentence both as keyed texts, never by translating English", () => {
    installValidationMessages();
    const long = firstIssueText(z.object({ fullName: z.string().max(3) }), { fullName: 'abcd' });
    expect(long?.text).toEqual({
      en: 'Full name must be at most 3 characters.',
      sw: 'Sehemu ya Full name isizidi herufi 3.',
    });
    const missing = firstIssueText(z.object({ amount: z.number() }), {});
    expect(missing?.text).toEqual({ en: 'Amount is required.', sw: 'Sehemu ya Amount inahitajika.' });
    expect(firstIssueText(z.string().min(2, 'Say more.'), 'a')).toEqual({ message: 'Say more.', text: undefined });
  });
});

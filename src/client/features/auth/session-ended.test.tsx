import { TextInput } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/auth.json';
import common from '../../i18n/locales/en/common.json';
import { api } from '../../lib/api';
import { FormStack } from '../../components/shell/form-stack';
import { FormSubmit } from '../../components/shell/form-submit';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { testI18n } from '../../testing/i18n';
import { fakeServer, renderApp, signInTestUser } from '../../testing/render-app';
import { LoginPage } from './login-page';

const i18n = testI18n({ en: { auth: en, common } });
const SCREEN = '/user/add-goal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** A screen with a form that keeps its values: a title, and a PIN that must never be kept. */
function GoalScreen() {
  const { form, error, busy, onSubmit } = useSchemaForm({
    initialValues: { title: '', pin: '' },
    keep: 'goal',
    submit: () => api('POST', '/api/goals', {}),
    failed: 'Failed.',
  });
  return (
    <FormStack onSubmit={onSubmit}>
      <TextInput label="Title" {...form.getInputProps('title')} />
      <TextInput label="PIN" {...form.getInputProps('pin')} />
      <FormSubmit error={error} busy={busy}>
        Save
      </FormSubmit>
    </FormStack>
  );
}

const signedIn = (id: string) => new Response(JSON.stringify({ token: 't2', user: { id, role: 'user', name: 'A' } }));

/** The session ends as the user saves the form: the server answers 401. */
async function sessionEndsWhileTyping() {
  // The API client and the kept drafts read the browser's address, which the memory router leaves alone.
  window.history.pushState({}, '', SCREEN);
  signInTestUser('U1');
  fakeServer(() => new Response(JSON.stringify({ message: 'Please log in.' }), { status: 401 }), { hold: false });
  renderApp(<GoalScreen />, i18n, SCREEN);
  fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'School fees' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'PIN' }), { target: { value: '4321' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
  cleanup();
}

async function logInAs(userId: string) {
  fakeServer((req) => (req.url === '/api/login' ? signedIn(userId) : null), { hold: false });
  renderApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path={SCREEN} element={<GoalScreen />} />
      <Route path="/user/home" element={<p>Home</p>} />
    </Routes>,
    i18n,
    '/login',
  );
  expect(screen.getByRole('status').textContent).toBe(en.login.sessionEnded);
  fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'a@b.co' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('a session that ends under the user', () => {
  it('says so at /login and, after the same user signs in, reopens the screen with the non-secret input', async () => {
    await sessionEndsWhileTyping();
    await logInAs('U1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('School fees');
    expect((screen.getByRole('textbox', { name: 'PIN' }) as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem('signedOut')).toBeNull();
  });

  it('sends someone else home and forgets what the other person typed', async () => {
    await sessionEndsWhileTyping();
    await logInAs('U2');
    await screen.findByText('Home');
    expect(sessionStorage.getItem('signedOut')).toBeNull();
  });
});

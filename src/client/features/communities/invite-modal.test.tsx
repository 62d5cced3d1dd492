import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../testing/i18n';
import en from '../../i18n/locales/en/communities.json';
import { InviteModal } from './invite-modal';

const i18n = testI18n({ en: { communities: en } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A server that answers the invitation call, or refuses it with `refusal`, recording what was sent. */
function fakeServer(refusal?: string) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(refusal ? { message: refusal } : { message: 'Invitation sent.' }), {
        status: refusal ? 404 : 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderInvite(onDone = vi.fn()) {
  render(
    <TranslatorProvider value={i18n}>
      <MantineProvider env="test">
        <InviteModal communityId="c 1" onClose={() => undefined} onDone={onDone} />
      </MantineProvider>
    </TranslatorProvider>,
  );
  return onDone;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

describe('Invite a Member', () => {
  it('refuses a phone number that is not 07/01 and ten digits, sending nothing', async () => {
    const sent = fakeServer();
    renderInvite();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a phone number or a user ID to invite.');
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone number/ }), { target: { value: '0812345678' } });
    send();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Please enter a valid phone number: 10 digits starting with 07 or 01.',
      ),
    );
    expect(sent).toEqual([]);
  });

  it('invites by phone or by user ID, naming exactly one, and shows the server’s refusal', async () => {
    const sent = fakeServer();
    const onDone = renderInvite();
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone number/ }), { target: { value: '0712345678' } });
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Invitation sent.'));
    expect(sent).toEqual([{ url: '/api/communities/c%201/invitations', body: { phone: '0712345678' } }]);

    cleanup();
    const refused = fakeServer('No Pamoja user has that ID.');
    renderInvite();
    fireEvent.click(screen.getByText('User ID'));
    fireEvent.change(screen.getByRole('textbox', { name: /^User ID/ }), { target: { value: 'AB12CD34' } });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('No Pamoja user has that ID.');
    expect(refused).toEqual([{ url: '/api/communities/c%201/invitations', body: { userId: 'AB12CD34' } }]);
  });
});

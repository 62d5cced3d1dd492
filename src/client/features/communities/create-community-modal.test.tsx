import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nairobiDay } from '../../../shared/nairobi-time';
import { testI18n } from '../../testing/i18n';
import en from '../../i18n/locales/en/communities.json';
import sw from '../../i18n/locales/sw/communities.json';
import { CreateCommunityModal } from './create-community-modal';

const i18n = testI18n({ en: { communities: en }, sw: { communities: sw } });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const inDays = (days: number) =>
  new Date(Date.parse(`${nairobiDay(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function renderForm(onCreated = vi.fn()) {
  render(
    <TranslatorProvider value={i18n}>
      <MantineProvider env="test">
        <CreateCommunityModal opened onClose={() => undefined} onCreated={onCreated} />
      </MantineProvider>
    </TranslatorProvider>,
  );
  return onCreated;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Community' }));
const alertText = async () => (await screen.findByRole('alert')).textContent;

/** A server that answers the create call as the route does, recording what was sent. */
function fakeServer() {
  const sent: { url: string; headers: Headers; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
      return new Response(
        JSON.stringify({ message: 'Community created successfully!', community: { community_id: 'c-1' } }),
        {
          status: 201,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return sent;
}

describe('Create a Community form', () => {
  it('stops at the shared schema’s first problem, one field at a time, and sends nothing', async () => {
    const sent = fakeServer();
    renderForm();
    submit();
    expect(await alertText()).toBe('Please enter a name for the community.');
    type(/^Community name/, 'Umoja Chama');
    submit();
    await waitFor(async () => expect(await alertText()).toBe('Please enter a valid contribution amount.'));
    type(/^Contribution amount/, '0');
    submit();
    await waitFor(async () => expect(await alertText()).toBe('Please enter a valid contribution amount.'));
    type(/^Contribution amount/, '500');
    submit();
    await waitFor(async () => expect(await alertText()).toBe('Please enter a valid first due date.'));
    type(/^First due date/, inDays(-1));
    submit();
    await waitFor(async () => expect(await alertText()).toBe('The first due date cannot be in the past.'));
    type(/^First due date/, inDays(3));
    type(/^Monthly loan interest/, '150');
    submit();
    await waitFor(async () =>
      expect(await alertText()).toBe(
        'Please enter a monthly loan interest between 0 and 100 percent, with at most two decimals.',
      ),
    );
    expect(sent).toEqual([]);
  });

  it('speaks Kiswahili', async () => {
    fakeServer();
    await i18n.changeLanguage('sw');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Unda Chama' }));
    expect(await alertText()).toBe('Tafadhali weka jina la chama.');
  });

  it('sends every setting of a valid form, then reports the new community', async () => {
    const sent = fakeServer();
    const onCreated = renderForm();
    type(/^Community name/, '  Umoja Chama ');
    type(/^Description/, 'Monthly merry-go-round');
    type(/^Contribution amount/, '1250.50');
    fireEvent.click(screen.getByText('Weekly'));
    type(/^First due date/, inDays(0));
    type(/^Late fine/, '50');
    fireEvent.click(field(/^Merry-go-round/));
    fireEvent.click(screen.getByText('3'));
    type(/^Monthly loan interest/, '2.5');
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('c-1'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/communities');
    expect(sent[0]?.body).toEqual({
      name: '  Umoja Chama ',
      description: 'Monthly merry-go-round',
      contributionAmount: 1250.5,
      frequency: 'weekly',
      firstDueDate: inDays(0),
      lateFine: 50,
      rotation: true,
      approvalsRequired: 3,
      loanInterestMonthly: 2.5,
      loanMultiple: 3,
    });
  });
});

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityTerms } from '../../../shared/schemas/community-invitations';
import { testI18n } from '../../testing/i18n';
import en from '../../i18n/locales/en/communities.json';
import common from '../../i18n/locales/en/common.json';
import { aCommunity, aMember } from './community-fixtures';
import { InvitationTerms } from './invitation-terms';
import { MembersSection } from './members-section';

const i18n = testI18n({ en: { communities: en, common } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server: records each call, answers an empty waiting list and 200 to the rest. */
function fakeServer() {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push(`${init.method ?? 'GET'} ${url}`);
      const body = url.endsWith('/invitations') ? { invitations: [] } : { message: 'Role updated.' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

describe("the chairperson's role dropdown", () => {
  it('changes a role only once confirmed', async () => {
    const sent = fakeServer();
    const community = aCommunity({
      myRole: 'chairperson',
      members: [aMember('u1', 'Wanjiku', 'chairperson'), aMember('u2', 'Otieno', 'member')],
    });
    const onDone = vi.fn();
    // In an async act: the select and the confirmation load on demand (React 19 drops the retry of a
    // tree that suspended in a synchronous render).
    await act(async () =>
      render(
        <TranslatorProvider value={i18n}>
          <MantineProvider env="test">
            <QueryClientProvider client={new QueryClient()}>
              <MembersSection community={community} onDone={onDone} />
            </QueryClientProvider>
          </MantineProvider>
        </TranslatorProvider>,
      ),
    );
    const select = await screen.findByRole('combobox', { name: 'Role of Otieno' });
    await act(async () => fireEvent.change(select, { target: { value: 'treasurer' } }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Otieno Treasurer?' });
    expect(sent.filter((s) => s.startsWith('PUT'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sent.filter((s) => s.startsWith('PUT'))).toEqual([]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of Otieno' }), { target: { value: 'treasurer' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Role updated.'));
    expect(sent.filter((s) => s.startsWith('PUT'))).toEqual(['PUT /api/communities/c1/members/u2/role']);
  });
});

describe("an invitation's terms", () => {
  it('lists what joining commits the member to', () => {
    const terms: CommunityTerms = {
      contributionAmount: 1000,
      frequency: 'monthly',
      lateFine: 100,
      approvalsRequired: 2,
      loanInterestMonthly: 10,
      rotation: true,
      memberCount: 4,
    };
    render(
      <TranslatorProvider value={i18n}>
        <MantineProvider env="test">
          <InvitationTerms terms={terms} />
        </MantineProvider>
      </TranslatorProvider>,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Contribution: KES 1,000\.00 \(Monthly\)$/),
      expect.stringMatching(/^Late fine: KES 100\.00/),
      "Payouts and loans need 2 officials' approvals",
      'Loan interest: 10% a month',
      'Merry-go-round: the pot goes to each member in turn',
      '4 members',
    ]);
  });
});

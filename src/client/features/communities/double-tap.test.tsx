import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityDetail, PayoutView } from '../../../shared/schemas/communities';
import en from '../../i18n/locales/en/communities.json';
import common from '../../i18n/locales/en/common.json';
import { testI18n } from '../../testing/i18n';
import { fakeServer, renderApp, signInTestUser } from '../../testing/render-app';
import { InvitationsSection } from './invitations-section';
import { aCommunity, aMember } from './community-fixtures';
import { PayoutItem } from './payout-item';

const i18n = testI18n({ en: { communities: en, common } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const tapTwice = (button: HTMLElement) => {
  fireEvent.click(button);
  fireEvent.click(button);
};

describe('a decision tapped twice is sent once', () => {
  it('accepting an invitation', async () => {
    signInTestUser();
    const server = fakeServer((req) =>
      req.url === '/api/community-invitations'
        ? {
            invitations: [
              {
                invitation_id: 'i1',
                community_id: 'c1',
                name: 'Umoja',
                invited_by: 'Wanjiru',
                terms: {
                  contributionAmount: 500,
                  frequency: 'monthly',
                  lateFine: 0,
                  approvalsRequired: 2,
                  loanInterestMonthly: 10,
                  rotation: false,
                  memberCount: 3,
                },
              },
            ],
          }
        : { message: 'Joined.', community_id: 'c1' },
    );
    renderApp(<InvitationsSection onAnswered={() => undefined} />, i18n);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    tapTwice(accept);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    server.release();
    expect(server.sent.map((r) => r.url)).toEqual(['/api/community-invitations/i1/accept']);
  });

  it('approving a payout', async () => {
    signInTestUser('U1');
    const server = fakeServer(() => ({ message: 'Approved.', payout: { ...payout, approvals: ['U1'] } }));
    const onDone = vi.fn();
    renderApp(<PayoutItem community={community} payout={payout} official onDone={onDone} />, i18n);
    const approve = screen.getByRole('button', { name: 'Approve' });
    tapTwice(approve);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    server.release();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(server.sent).toHaveLength(1);
  });
});

const community: CommunityDetail = aCommunity({
  name: 'Umoja',
  contributionAmount: 500,
  firstDueDate: '2026-01-01',
  loanInterestMonthly: 0,
  poolBalance: 10_000,
  myRole: 'treasurer',
  currentCycle: {
    number: 1,
    dueDate: '2026-01-01',
    recipientUserId: null,
    collected: 0,
    expected: 0,
    paidOut: 0,
    owed: 0,
  },
  members: [aMember('U1', 'Akinyi', 'treasurer'), aMember('U2', 'Baraka', 'treasurer')],
});

const payout: PayoutView = {
  payout_id: 'p1',
  kind: 'payout',
  amount: 1_000,
  recipient_user_id: 'U2',
  reason: 'School fees',
  status: 'pending',
  proposed_by: 'U2',
  approvals: [],
  rejected_by: null,
  required: 2,
  cycle: null,
  months: null,
  created_at: '2026-01-01T00:00:00Z',
  expires_at: '2026-01-08T00:00:00Z',
  decided_at: null,
};

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommunityDetail, PayoutView } from '../../../shared/schemas/communities';
import { testI18n } from '../../testing/i18n';
import en from '../../i18n/locales/en/communities.json';
import { saveSession } from '../../lib/session';
import { aCommunity, aMember } from './community-fixtures';
import { PayoutItem } from './payout-item';

const i18n = testI18n({ en: { communities: en } });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const community: CommunityDetail = aCommunity({
  rotation: true,
  myRole: 'treasurer',
  currentCycle: {
    number: 2,
    dueDate: '2026-12-01',
    recipientUserId: null,
    collected: 0,
    expected: 4000,
    paidOut: 0,
    owed: 0,
  },
  members: [
    aMember('chair', 'Wanjiku', 'chairperson'),
    aMember('wanjiru', 'Wanjiru', 'treasurer'),
    aMember('otieno', 'Otieno', 'secretary'),
  ],
});

const request = (fields: Partial<PayoutView>): PayoutView => ({
  payout_id: 'p1',
  kind: 'rotation',
  amount: 2000,
  recipient_user_id: 'wanjiru',
  reason: 'Rotation payout for cycle 1',
  status: 'pending',
  proposed_by: null,
  approvals: [],
  rejected_by: null,
  required: 2,
  cycle: 1,
  months: null,
  created_at: '2026-11-02T09:00:00.000Z',
  expires_at: '2026-11-09T09:00:00.000Z',
  decided_at: null,
  ...fields,
});

/** The request as the signed-in official `me` sees it. */
function showTo(me: string, payout: PayoutView) {
  saveSession({ userId: me, authToken: 'token', userRole: 'user', userName: me });
  render(
    <TranslatorProvider value={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <PayoutItem community={community} payout={payout} official onDone={() => undefined} />
        </QueryClientProvider>
      </MantineProvider>
    </TranslatorProvider>,
  );
}

describe('Approve on a payout request', () => {
  it('is not offered to the official the money is for, who is told why; Reject still is', () => {
    showTo('wanjiru', request({}));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('This request pays you, so other officials approve it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('is not offered to an official for the loan they asked for', () => {
    showTo('wanjiru', request({ kind: 'loan', proposed_by: 'wanjiru', months: 2 }));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('This request pays you, so other officials approve it.')).toBeTruthy();
  });

  it('is not offered to its proposer, who is told why', () => {
    showTo('chair', request({ kind: 'payout', proposed_by: 'chair', recipient_user_id: 'otieno', cycle: null }));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('You proposed this request, so other officials approve it.')).toBeTruthy();
  });

  it('is offered to the other officials, and again once the approvals are in but the pool was short', () => {
    showTo('otieno', request({ approvals: ['chair'] }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByText(/so other officials approve it/)).toBeNull();
    cleanup();
    showTo('otieno', request({ approvals: ['otieno'] }));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();
    showTo('otieno', request({ approvals: ['chair', 'otieno'] }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});

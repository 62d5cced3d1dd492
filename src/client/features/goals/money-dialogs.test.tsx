import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoalDetail, GoalMember } from '../../../shared/schemas/goals';
import common from '../../i18n/locales/en/common.json';
import en from '../../i18n/locales/en/goals.json';
import { testI18n } from '../../testing/i18n';
import { fakeServer, renderApp, signInTestUser } from '../../testing/render-app';
import { ContributeModal } from './contribute-modal';
import { WithdrawModal } from './withdraw-modal';

const i18n = testI18n({ en: { goals: en, common } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const member = (user_id: string, full_name: string, saved_amount: number): GoalMember => ({
  user_id,
  full_name,
  profile_picture: null,
  saved_amount,
  contribution: saved_amount,
  joined_at: '2026-01-01T00:00:00Z',
  goal_role: user_id === 'U1' ? 'admin' : 'member',
});

const goalOf = (members: GoalMember[]): GoalDetail => ({
  goal_id: 'g1',
  title: 'Laptop',
  description: 'For school',
  image_path: null,
  target_amount: 50_000,
  saved_amount: members.reduce((sum, m) => sum + m.saved_amount, 0),
  end_date: '2027-01-01',
  goalRole: 'admin',
  memberCount: members.length,
  members,
});

function open(members: GoalMember[]) {
  signInTestUser('U1');
  renderApp(<WithdrawModal goal={goalOf(members)} opened onClose={() => undefined} onDone={() => undefined} />, i18n);
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '1000' } });
}

describe('Withdraw Funds', () => {
  it("speaks to the one person of a one-person goal, with no members' split", () => {
    open([member('U1', 'Akinyi', 4_000)]);
    expect(screen.getByText(en.withdraw.introAlone)).toBeTruthy();
    expect(screen.queryByText(en.withdraw.intro)).toBeNull();
    expect(screen.queryByText(en.withdraw.splitTitle)).toBeNull();
  });

  it("explains the split of a shared goal and shows each member's part", () => {
    open([member('U1', 'Akinyi', 3_000), member('U2', 'Baraka', 1_000)]);
    expect(screen.getByText(en.withdraw.intro)).toBeTruthy();
    expect(screen.getByText(en.withdraw.splitTitle)).toBeTruthy();
  });
});

describe('Contribute to Goal', () => {
  it('says how much the goal still needs when asked for more, and sends nothing', async () => {
    signInTestUser('U1');
    const server = fakeServer(() => ({ account: { balance: 100_000, accountStatus: 'active' } }));
    renderApp(
      <ContributeModal
        goal={goalOf([member('U1', 'Akinyi', 46_000)])}
        opened
        onClose={() => undefined}
        onDone={() => undefined}
      />,
      i18n,
    );
    await screen.findByText('Your balance: KES 100,000.00');
    fireEvent.change(screen.getByRole('textbox', { name: /Contribution Amount/ }), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Contribute' }));
    expect(screen.getByText('This goal needs only KES 4,000.00 more.')).toBeTruthy();
    expect(server.sent).toEqual([]);
  });
});

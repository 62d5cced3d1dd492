// The loans screens' texts, checked here because the client test project needs jsdom, which is not installed.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOAN_MESSAGES,
  overLimitMessage,
  overOutstandingMessage,
  termsAmountMessage,
  termsDateMessage,
} from '../../../shared/schemas/loans';
import en from '../../../client/i18n/locales/en/loans.json';
import sw from '../../../client/i18n/locales/sw/loans.json';
import { localiseLoanMessage } from '../../../client/features/loans/loan-format';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { loans: en }, sw: { loans: sw } },
    interpolation: { escapeValue: false },
  });
});

describe('loan texts', () => {
  it('the English catalog carries the specification texts verbatim', () => {
    expect(en.messages.requested).toBe(LOAN_MESSAGES.requested);
    expect(en.messages.repaid).toBe(LOAN_MESSAGES.repaid);
    expect(en.messages.requestFailed).toBe('Error submitting loan request.');
    expect(en.messages.repayFailed).toBe('Error processing repayment.');
    expect(en.loadFailed).toBe('An error occurred. Please try again later.');
    expect(en.activeLoanExists).toBe('Active Loan Exists');
    expect(en.admin).toMatchObject({
      title: 'Pending Loan Requests',
      empty: 'No pending loan requests.',
      fetchFailed: 'Failed to fetch loan requests.',
      approved: LOAN_MESSAGES.approved,
      declined: LOAN_MESSAGES.declined,
      approveFailed: 'Error approving loan.',
      declineFailed: 'Error declining loan.',
      amount: 'Loan Amount (KES)',
    });
  });

  it('every rule message of the shared schemas and the server reads the same in English and is translated in Swahili', () => {
    const messages = [
      LOAN_MESSAGES.invalidAmount,
      LOAN_MESSAGES.invalidDuration,
      LOAN_MESSAGES.purposeRequired,
      LOAN_MESSAGES.invalidRepayment,
      LOAN_MESSAGES.insufficientBalance,
      LOAN_MESSAGES.activeLoanExists,
      overLimitMessage(6_000, 5_000),
      overOutstandingMessage(1_050),
      termsAmountMessage(1_100),
      termsDateMessage('20 Dec 2026'),
    ];
    for (const message of messages) {
      expect(localiseLoanMessage(i18n.getFixedT('en', 'loans'), message)).toBe(message);
      const swahili = localiseLoanMessage(i18n.getFixedT('sw', 'loans'), message);
      expect(swahili).not.toBe(message);
    }
    expect(localiseLoanMessage(i18n.getFixedT('sw', 'loans'), overLimitMessage(6_000, 5_000))).toBe(
      'Kiasi ulichoomba cha KES 6,000.00 kinazidi kikomo chako cha mkopo cha KES 5,000.00.',
    );
  });
});

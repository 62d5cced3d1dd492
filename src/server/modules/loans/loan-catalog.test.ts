// The loans screens' texts, checked here because the client test project needs jsdom, which is not installed.
import { describe, expect, it } from 'vitest';
import {
  LOAN_MESSAGES,
  LOAN_TEXTS,
  overLimitMessage,
  overOutstandingMessage,
  termsAmountMessage,
  termsDateMessage,
} from '../../../shared/schemas/loans';
import en from '../../../client/i18n/locales/en/loans.json';

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

  it('every refusal of the shared schemas and the server is a keyed text, in English and in Swahili', () => {
    const texts = [
      LOAN_TEXTS.invalidAmount,
      LOAN_TEXTS.invalidDuration,
      LOAN_TEXTS.purposeRequired,
      LOAN_TEXTS.invalidRepayment,
      LOAN_TEXTS.insufficientBalance,
      LOAN_TEXTS.activeLoanExists,
      overLimitMessage(6_000, 5_000),
      overOutstandingMessage(1_050),
      termsAmountMessage(1_100),
      termsDateMessage('20 Dec 2026'),
    ];
    for (const text of texts) {
      expect(text.sw).not.toBe(text.en);
      expect(text.sw.length).toBeGreaterThan(0);
    }
    expect(LOAN_MESSAGES.invalidAmount).toBe('Please enter a valid loan amount.');
    expect(overLimitMessage(6_000, 5_000)).toEqual({
      en: 'Your requested amount of KES 6,000.00 exceeds your loan limit of KES 5,000.00.',
      sw: 'Kiasi ulichoomba cha KES 6,000.00 kinazidi kikomo chako cha mkopo cha KES 5,000.00.',
    });
    expect(overOutstandingMessage(1_050)).toEqual({
      en: 'you can only pay a maximum of 1,050.00',
      sw: 'unaweza kulipa kiwango cha juu cha 1,050.00 tu',
    });
  });
});

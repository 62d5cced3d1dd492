import type { Module } from '../../module';

/** Loans: request, approval, repayment, reminders (issue 7). */
export const loansModule: Module = { name: 'loans' };

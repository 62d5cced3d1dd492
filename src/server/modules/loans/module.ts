import type { Module } from '../../module';
import { loanReminderJob } from './loan-reminders';
import { loanRoutes } from './routes';

/** Loans: request, approval, repayment, reminders (see docs/product/loans.md). */
export const loansModule: Module = {
  name: 'loans',
  routes: loanRoutes,
  jobs: [loanReminderJob],
};
